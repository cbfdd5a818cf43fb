FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
VOLUME /app/.data
EXPOSE 3000
# node itself, not npm: `docker stop` sends SIGTERM to PID 1, which must be the process that handles it
# (graceful shutdown in server.js); npm would not pass it on. The image already holds the build.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
