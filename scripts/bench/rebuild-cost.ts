/**
 * What one rebuild of a list cache costs in this process: wall time, CPU time (which a busy machine does
 * not inflate the way it inflates wall time), and the longest stretch the event loop was held without a
 * turn (what another request would wait at most, on an idle core).
 */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureRebuild(label: string, invalidate: () => void, read: () => Promise<unknown>, runs = 5) {
  await read();
  const walls: number[] = [];
  const cpus: number[] = [];
  const blocks: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    let longest = 0;
    let last = performance.now();
    let ticking = true;
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const cpu = process.cpuUsage();
    const started = performance.now();
    invalidate();
    await read();
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
    ticking = false;
    blocks.push(longest);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(
    `${label} rebuild, nothing changed since the last: median ${median(walls).toFixed(0)} ms wall, ${median(cpus).toFixed(0)} ms CPU; longest hold of the event loop ${median(blocks).toFixed(0)} ms (median of ${runs})`,
  );
}
