FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
# MALLOC_ARENA_MAX and --max-semi-space-size: the memory settings of server/memory-settings.ts (decision 0022).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/.data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
VOLUME /app/.data
EXPOSE 3000
# node itself, not npm: `docker stop` sends SIGTERM to PID 1, which must be the process that handles it
# (graceful shutdown in server.ts, compiled to build/server.js); npm would not pass it on. The image already holds the build.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=2", "build/server.js"]
