import { type DatabaseAvailability, isConnectionLost } from "./availability.server";

interface Prepared {
  execute(...args: unknown[]): Promise<unknown>;
}
interface Session {
  prepareQuery(...args: unknown[]): Prepared;
  transaction(
    run: (tx: { session: Session }) => Promise<unknown>,
    config?: unknown,
  ): Promise<unknown>;
}

/** How long a transaction whose connection failed waits for postgres.js to see it closed. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Puts `availability` in front of every query and transaction of this Drizzle database on
 * PostgreSQL (this object only, nothing global): while the database is known down they fail at
 * once, and a failure for want of a database becomes a DatabaseUnavailableError (a 503).
 */
export function guardQueries(db: object, availability: DatabaseAvailability) {
  const session = (db as unknown as { session: Session }).session;
  const prepare = session.prepareQuery.bind(session);
  session.prepareQuery = (...args) => {
    const prepared = prepare(...args);
    const execute = prepared.execute.bind(prepared);
    prepared.execute = async (...rest) => {
      availability.assertUp();
      try {
        return await availability.whileUp(execute(...rest));
      } catch (error) {
        throw availability.failed(error);
      }
    };
    return prepared;
  };
  const transaction = session.transaction.bind(session);
  session.transaction = async (run, config) => {
    availability.assertUp();
    try {
      return await transactionOnLiveConnection(transaction, run, config, availability);
    } catch (error) {
      throw availability.failed(error);
    }
  };
}

/**
 * A transaction that never writes to its connection once that connection is gone. postgres.js
 * (3.4.9) ends a transaction with a ROLLBACK or COMMIT on the transaction's connection; when that
 * connection has closed, the write throws from a timer, out of reach of any catch, and the
 * process ends (a database restart under writes did it). So once a statement fails because the
 * connection is lost, or postgres.js rejects the transaction because its connection closed, the
 * callback sends nothing more (its statements are refused) and is left unsettled: the caller gets
 * postgres.js's rejection. Should the connection not close within CLOSE_GRACE_MS, the callback
 * settles as usual and postgres.js rolls back.
 */
function transactionOnLiveConnection(
  transaction: Session["transaction"],
  run: (tx: { session: Session }) => Promise<unknown>,
  config: unknown,
  availability: DatabaseAvailability,
): Promise<unknown> {
  const connection: { lost?: unknown } = {};
  let signalClosed!: () => void;
  const closed = new Promise<void>((resolve) => {
    signalClosed = resolve;
  });
  const begun = transaction(async (tx) => {
    // Dropped while it waited for a connection (the database was found down): a BEGIN that went
    // through after all is rolled back at once, and the caller's 503 stays true.
    if (connection.lost !== undefined) throw connection.lost;
    refuseOnceLost(tx.session, connection);
    const outcome = await run(tx).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (!outcome.ok && isConnectionLost(outcome.error)) connection.lost ??= outcome.error;
    if (connection.lost !== undefined && (await closedWithin(closed, CLOSE_GRACE_MS))) {
      return new Promise<never>(() => {});
    }
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }, config);
  // While the callback runs, postgres.js rejects the transaction only when its connection closes.
  begun.catch((error: unknown) => {
    connection.lost ??= error;
    signalClosed();
  });
  // Found down meanwhile: the caller is answered at once, and the callback sends nothing more.
  return availability.whileUp(begun, (error) => {
    connection.lost ??= error;
  });
}

/** Whether `closed` resolved within `ms`. */
async function closedWithin(closed: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const within = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]);
  clearTimeout(timer);
  return within;
}

function refuseOnceLost(session: Session, connection: { lost?: unknown }) {
  const prepare = session.prepareQuery.bind(session);
  session.prepareQuery = (...args) => {
    const prepared = prepare(...args);
    const execute = prepared.execute.bind(prepared);
    prepared.execute = (...rest) =>
      connection.lost === undefined ? execute(...rest) : Promise.reject(connection.lost);
    return prepared;
  };
}
