import { monitorEventLoopDelay } from "node:perf_hooks";
import { Counter, Gauge, type Registry } from "prom-client";

/**
 * The process's memory, CPU and event-loop lag, under the names prom-client's default metrics
 * use (`process_resident_memory_bytes`, `nodejs_eventloop_lag_p99_seconds`…), so dashboards
 * written for them work. Everything is read when Prometheus scrapes; the only continuous work is
 * the event-loop delay sampler (a libuv timer every 20 ms).
 *
 * prom-client's `collectDefaultMetrics` is not used: it also observes every garbage collection
 * (a PerformanceObserver on `gc` entries): a cost on every kept page that an operator's metrics
 * do not need.
 */
export function collectProcessMetrics(register: Registry) {
  const registers = [register];
  gauges(
    registers,
    {
      rss: ["process_resident_memory_bytes", "Resident memory size in bytes"],
      heapTotal: ["nodejs_heap_size_total_bytes", "V8 heap size in bytes"],
      heapUsed: ["nodejs_heap_size_used_bytes", "V8 heap used in bytes"],
      external: ["nodejs_external_memory_bytes", "Memory of C++ objects bound to JavaScript"],
    },
    () => process.memoryUsage(),
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

  // The loop's delay over the interval since the previous scrape, then forgotten.
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const lag = (suffix: string): [string, string] => [
    `nodejs_eventloop_lag_${suffix}_seconds`,
    `The event loop's delay since the previous scrape: ${suffix}`,
  ];
  gauges(
    registers,
    {
      p99: lag("p99"),
      p90: lag("p90"),
      p50: lag("p50"),
      mean: lag("mean"),
      stddev: lag("stddev"),
      min: lag("min"),
      max: lag("max"),
    },
    () => {
      const seconds = {
        p99: delay.percentile(99) / 1e9,
        p90: delay.percentile(90) / 1e9,
        p50: delay.percentile(50) / 1e9,
        mean: delay.mean / 1e9,
        stddev: delay.stddev / 1e9,
        min: delay.min / 1e9,
        max: delay.max / 1e9,
      };
      delay.reset();
      return seconds;
    },
  );
}

/**
 * Gauges read from one source at once: the first one's `collect` (prom-client collects the
 * metrics of a registry in the order they were registered, before it reads any) calls `read` once
 * per scrape and sets them all.
 */
function gauges<K extends string>(
  registers: Registry[],
  specs: Record<K, [name: string, help: string]>,
  read: () => NoInfer<Record<K, number>>,
) {
  const keys = Object.keys(specs) as K[];
  const made = {} as Record<K, Gauge>;
  for (const [index, key] of keys.entries()) {
    const [name, help] = specs[key];
    const collect = () => {
      const values = read();
      for (const other of keys) made[other].set(values[other]);
    };
    made[key] = new Gauge({ name, help, registers, collect: index === 0 ? collect : undefined });
  }
}
