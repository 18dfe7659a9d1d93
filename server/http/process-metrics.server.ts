import { monitorEventLoopDelay } from "node:perf_hooks";
import { Counter, Gauge, type Registry } from "prom-client";

/**
 * The process's memory, CPU and event-loop lag, under the names prom-client's default metrics
 * use (`process_resident_memory_bytes`, `nodejs_eventloop_lag_p99_seconds`…), so dashboards
 * written for them work. Everything is read when Prometheus scrapes; the only continuous work is
 * the event-loop delay sampler (a libuv timer every 20 ms).
 *
 * prom-client's `collectDefaultMetrics` is not used: it also observes every garbage collection
 * (a PerformanceObserver on `gc` entries), and that alone cost about a microsecond per request
 * on a kept page under load (docs/decisions/089-metrics-without-gc-observer.md).
 */
export function collectProcessMetrics(register: Registry) {
  const registers = [register];
  const memory = (name: string, help: string, read: (usage: NodeJS.MemoryUsage) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(process.memoryUsage()));
      },
    });
  memory("process_resident_memory_bytes", "Resident memory size in bytes", (u) => u.rss);
  memory("nodejs_heap_size_total_bytes", "V8 heap size in bytes", (u) => u.heapTotal);
  memory("nodejs_heap_size_used_bytes", "V8 heap used in bytes", (u) => u.heapUsed);
  memory(
    "nodejs_external_memory_bytes",
    "Memory of C++ objects bound to JavaScript",
    (u) => u.external,
  );

  // Counters only go up: each scrape adds the CPU time used since the previous one. The total's
  // collect, registered first, sets the two parts too.
  let cpuSeen = { user: 0, system: 0 };
  const total = new Counter({
    name: "process_cpu_seconds_total",
    help: "User and system CPU time in seconds",
    registers,
    collect() {
      const now = process.cpuUsage();
      const userDelta = (now.user - cpuSeen.user) / 1e6;
      const systemDelta = (now.system - cpuSeen.system) / 1e6;
      cpuSeen = now;
      user.inc(userDelta);
      system.inc(systemDelta);
      total.inc(userDelta + systemDelta);
    },
  });
  const user = new Counter({
    name: "process_cpu_user_seconds_total",
    help: "User CPU time in seconds",
    registers,
  });
  const system = new Counter({
    name: "process_cpu_system_seconds_total",
    help: "System CPU time in seconds",
    registers,
  });

  new Gauge({
    name: "process_start_time_seconds",
    help: "Start time of the process since the Unix epoch, in seconds",
    registers,
  }).set(Math.round(Date.now() / 1000 - process.uptime()));

  // The loop's delay over the interval since the previous scrape, then forgotten. The first
  // gauge's collect (they are collected in the order they were registered) sets them all.
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const lag = (suffix: string, collect?: () => void) =>
    new Gauge({
      name: `nodejs_eventloop_lag_${suffix}_seconds`,
      help: `The event loop's delay since the previous scrape: ${suffix}`,
      registers,
      collect,
    });
  const gauges = {
    p99: lag("p99", () => {
      gauges.p99.set(delay.percentile(99) / 1e9);
      gauges.p90.set(delay.percentile(90) / 1e9);
      gauges.p50.set(delay.percentile(50) / 1e9);
      gauges.mean.set(delay.mean / 1e9);
      gauges.stddev.set(delay.stddev / 1e9);
      gauges.min.set(delay.min / 1e9);
      gauges.max.set(delay.max / 1e9);
      delay.reset();
    }),
    p90: lag("p90"),
    p50: lag("p50"),
    mean: lag("mean"),
    stddev: lag("stddev"),
    min: lag("min"),
    max: lag("max"),
  };
}
