// The application day's staff, HR and office, with their lists open, in a
// thread of their own. Their requests are the figures the day is judged by;
// in the thread that also builds the students' uploads and the scholars'
// saves, a reader's answer waited behind that work and its time counted the
// simulated people's delays as the server's. Each person in the day has a
// browser of their own; a thread of their own is the nearest this machine
// comes to it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Browser, ipOf } from './browser.mjs';
import { between, clientRequest, Recorder, sleep, timed } from './day-load.mjs';

/**
 * @typedef {object} StaffSetup
 * @property {string} url
 * @property {string[]} hrEmails
 * @property {string[]} officeEmails
 * @property {string} password
 * @property {string} month  the office DTR month on screen, e.g. 2026-12
 * @property {{ page: number, limit: number }} page
 */

/**
 * The staff, reading in their own thread; resolves once all are signed in.
 * Their addresses are the first `hrEmails.length + officeEmails.length` of ipOf.
 * @param {StaffSetup} setup
 */
export async function startStaff(setup) {
  const worker = new Worker(new URL(import.meta.url), { workerData: setup });
  /** @type {Map<number, (value: any) => void>} */
  const waiting = new Map();
  let asked = 0;
  const failed = new Promise((_, reject) => worker.once('error', reject));
  failed.catch(() => {});
  worker.on('message', (/** @type {{ id: number, value: unknown }} */ message) => {
    waiting.get(message.id)?.(message.value);
    waiting.delete(message.id);
  });
  /** @returns {Promise<any>} */
  const ask = (/** @type {string} */ command, /** @type {unknown} */ argument) => {
    asked += 1;
    const id = asked;
    worker.postMessage({ id, command, argument });
    return Promise.race([new Promise((resolve) => waiting.set(id, resolve)), failed]);
  };
  await ask('ready');
  return {
    /** The staff's requests are recorded under `phase` from now on. */
    beginPhase: (/** @type {string} */ phase) => ask('begin', phase),
    /**
     * The phase begun last is over: the requests the staff began in it, and
     * the longest their event loop was late meanwhile.
     * @returns {Promise<{ requests: number, lagMaxMs: number }>}
     */
    endPhase: () => ask('end'),
    /**
     * Every HR table refetches the page on display at once, as after a decision.
     * @returns {Promise<{ loads: number, queries: number }>}
     */
    storm: () => ask('storm'),
    /**
     * Stops reading once each reader's request under way ends; the outcomes they recorded.
     * @returns {Promise<Recorder['outcomes']>}
     */
    close: async () => {
      const outcomes = await ask('close');
      await worker.terminate();
      return outcomes;
    },
  };
}

/** @param {StaffSetup} setup */
async function staffThread(setup) {
  const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
  const recorder = new Recorder();
  const lag = monitorEventLoopDelay({ resolution: 1 });
  let addresses = 0;
  const signIn = (/** @type {string} */ email) =>
    new Browser(setup.url, { ip: ipOf((addresses += 1)) }).signIn(email, setup.password);
  const signingIn = Promise.all([
    Promise.all(setup.hrEmails.map(signIn)),
    Promise.all(setup.officeEmails.map(signIn)),
  ]);

  const applicationsList = (/** @type {Browser} */ browser, operation = 'applications list') =>
    timed(recorder, operation, clientRequest(browser, 'StaffApplications', setup.page));
  const scholarsList = (/** @type {Browser} */ browser) =>
    timed(
      recorder,
      'scholars list',
      clientRequest(browser, 'Scholars', { ...setup.page, filter: { current: true } }),
    );
  const officeDtr = (/** @type {Browser} */ browser) =>
    timed(
      recorder,
      'office DTR month',
      clientRequest(browser, 'OfficeDtrOverview', { month: setup.month }),
    );

  let closing = false;
  /** @type {Promise<unknown> | undefined} */
  let reading;
  /**
   * Each staff member keeps their screen open all day and rereads its lists
   * every 1–3 s as they work through them; they opened it at different
   * moments, not all at once.
   */
  const read = (/** @type {Browser[]} */ hr, /** @type {Browser[]} */ office) =>
    Promise.all([
      ...hr.map(async (browser) => {
        await sleep(between(0, 3000));
        while (!closing) {
          await applicationsList(browser);
          await scholarsList(browser);
          await sleep(between(1000, 3000));
        }
      }),
      ...office.map(async (browser) => {
        await sleep(between(0, 3000));
        while (!closing) {
          await scholarsList(browser);
          await officeDtr(browser);
          await sleep(between(1000, 3000));
        }
      }),
    ]);

  /** @type {Record<string, (argument: any) => Promise<unknown> | unknown>} */
  const commands = {
    ready: async () => {
      const [hr, office] = await signingIn;
      recorder.phase = 'warm-up';
      reading = read(hr, office);
    },
    begin: (/** @type {string} */ phase) => {
      recorder.phase = phase;
      lag.reset();
      lag.enable();
    },
    end: () => {
      const requests = recorder.summary(recorder.phase).reduce((sum, row) => sum + row.count, 0);
      recorder.phase = 'between phases';
      lag.disable();
      return { requests, lagMaxMs: lag.max / 1e6 };
    },
    storm: async () => {
      const [hr] = await signingIn;
      const storm = await Promise.all(
        hr.map((browser) => applicationsList(browser, 'applications list, live refetch')),
      );
      return {
        loads: storm.reduce((sum, outcome) => sum + outcome.listLoads, 0),
        queries: storm.reduce((sum, outcome) => sum + outcome.queries, 0),
      };
    },
    close: async () => {
      closing = true;
      recorder.phase = 'closing';
      await reading;
      return recorder.outcomes;
    },
  };
  port.on('message', async (/** @type {{ id: number, command: string, argument: unknown }} */ m) =>
    port.postMessage({ id: m.id, value: await commands[m.command](m.argument) }),
  );
}

if (!isMainThread) await staffThread(workerData);
