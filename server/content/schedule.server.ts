import { eq, lte, or } from "drizzle-orm";
import { type EntityName, entities, entityNames } from "#domain/entities";
import type { Actor } from "../audit/audit.server";
import { audited } from "../audit/audited.server";
import { tableOf } from "../db/schema";
import type { AppServices } from "../spine/context";

/** Who the journal names for a scheduled publication or withdrawal: no member, the schedule. */
export const SCHEDULE_ACTOR: Actor = { id: null, email: "schedule" };

/** How often each process looks for publications that have come due (within a minute). */
export const SCHEDULE_INTERVAL_MS = 30_000;

type AnyRow = Record<string, unknown> & { id: string };

const PUBLISHABLE = entityNames.filter((name) => entities[name].publication);

const isDue = (value: unknown, now: number) =>
  typeof value === "string" && Date.parse(value) <= now;

/**
 * One pass over the publishable tables at the clock's time: a row whose `publish_at` has passed
 * is published and its `publish_at` cleared; one whose `unpublish_at` has passed goes back to
 * draft and its `unpublish_at` is cleared (both in one pass when both have). Each change is an
 * audited write by `schedule`. The due rows are taken `FOR UPDATE SKIP LOCKED`: when several
 * processes pass at once, each row is changed by exactly one of them, and a process that comes
 * after finds nothing due (the times are cleared). Answers how many rows changed.
 */
export async function runSchedule(deps: ScheduleServices) {
  const now = deps.clock.now();
  let changed = 0;
  for (const name of PUBLISHABLE) changed += await scheduleTable(deps, name, now);
  return changed;
}

type ScheduleServices = Pick<AppServices, "database" | "clock" | "changes" | "mailQueued">;

async function scheduleTable(deps: ScheduleServices, name: EntityName, now: Date): Promise<number> {
  const table = tableOf(name);
  const at = now.toISOString();
  return audited(deps, SCHEDULE_ACTOR, async ({ tx, record, announce }) => {
    const due = (await tx
      .select()
      .from(table)
      .where(or(lte(table.publish_at, at), lte(table.unpublish_at, at)))
      .for("update", { skipLocked: true })) as AnyRow[];
    for (const before of due) {
      let current = before;
      const steps: ["publish" | "unpublish", Record<string, unknown>][] = [];
      if (isDue(before.publish_at, now.getTime())) {
        steps.push(["publish", { published: true, publish_at: null }]);
      }
      if (isDue(before.unpublish_at, now.getTime())) {
        steps.push(["unpublish", { published: false, unpublish_at: null }]);
      }
      for (const [action, values] of steps) {
        const [after] = (await tx
          .update(table)
          .set({ ...values, updated_at: now })
          .where(eq(table.id, before.id))
          .returning()) as AnyRow[];
        await record({ action, table: name, rowId: before.id, before: current, after });
        current = after as AnyRow;
      }
    }
    // Every process's pages, lists and sitemap drop what they kept of this table.
    if (due.length > 0) announce(name);
    return due.length;
  });
}

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * The scheduler of one process: a pass at start, then every `intervalMs`, one at a time; a failed
 * pass (the database away) is logged and the next one tries again.
 */
export function startScheduler(
  deps: ScheduleServices & Pick<AppServices, "logger">,
  intervalMs = SCHEDULE_INTERVAL_MS,
): Scheduler {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const pass = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = runSchedule(deps)
      .then((changed) => {
        if (changed > 0) deps.logger.info("schedule.applied", { rows: changed });
      })
      .catch((error) => deps.logger.warn("schedule.failed", { error }))
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void pass();
        }
      });
    return running;
  };
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  void pass();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
