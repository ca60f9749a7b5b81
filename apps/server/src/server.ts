import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  DEMO_PASSWORD,
  type DemoAccount,
  demoAccountsFor,
  loadReferenceData,
  openDatabase,
  seedDemoData,
} from '@jobbridge/db';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app';
import { runAlerts, scheduleAlerts } from './domains/alert/worker';
import { attachDemoReviewDocuments } from './domains/company/demo-documents';
import { pruneBusinessEmailChecks } from './domains/company/onboarding';
import { runJobExpiry, scheduleJobExpiry } from './domains/hr/expiry';
import { ensureDemoInviteCode } from './domains/invite/service';
import { runChatEmails, scheduleChatEmails } from './domains/message/chat-email';
import { readEnv } from './env';
import { createBus } from './live/bus';
import { createProviders, type Providers, pruneCaptchas, pruneCodes, pruneWechatEvents } from './providers';

/** How often expired codes, captchas and WeChat event records are deleted. */
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Starts JobBridge: validates the environment, opens and migrates the
 * database, seeds demo data into an empty one, loads the web build, listens,
 * and shuts down gracefully on SIGTERM/SIGINT.
 */
async function main() {
  const result = readEnv();
  if (!result.ok) {
    console.error(`JobBridge cannot start: invalid environment\n  ${result.problems.join('\n  ')}`);
    process.exit(1);
  }
  let env = result.env;
  if (env.TRYOUT && !env.CODE_SECRET) env = { ...env, CODE_SECRET: await tryoutCodeSecret(env.DATA_DIR) };

  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { dataDir: path.resolve(env.DATA_DIR, 'pg') },
  ).catch((error: Error) => {
    console.error(`JobBridge cannot start: the database did not open: ${error.message}`);
    process.exit(1);
  });
  await database.migrate();
  // Option lists, cities, templates, licences and skills: needed with or without demo data.
  const reference = await loadReferenceData(database.db);

  if (env.SEED_DEMO) {
    // The administrator with a published password exists only in the one-machine try-out.
    const result = await seedDemoData(database, { admin: env.TRYOUT });
    if (result.seeded)
      console.log(`Demo data loaded: ${result.companies} companies, ${result.jobs} jobs (${result.ms} ms)`);
    await ensureDemoInviteCode(database.db);
    // The reviewer's queue opens real files: the company under review gets its licence and certificate.
    // The PDF renderer they need loads only to make them (decision 0048): not at every start.
    await attachDemoReviewDocuments(database.db, env.DATA_DIR);
  }

  let providers: Providers;
  try {
    providers = createProviders(env, database.db);
  } catch (error) {
    console.error(`JobBridge cannot start: ${(error as Error).message}`);
    process.exit(1);
  }

  const bus = await createBus(env.REDIS_URL, {
    prefix: env.REDIS_PREFIX,
    onError: (error) => console.error('live bus (redis) error:', (error as Error).message),
  }).catch((error: Error) => {
    console.error(`JobBridge cannot start: Redis (REDIS_URL) is unreachable: ${error.message}`);
    process.exit(1);
  });
  const { build, clientDir, problem } = await loadWebBuild(env.WEB_BUILD_DIR);

  const app = await buildApp({ database, bus, env, web: build, webClientDir: clientDir, providers });
  if (problem) app.log.warn(problem);
  app.log.info(reference, reference.written ? 'reference data loaded' : 'reference data unchanged');
  for (const warning of providers.warnings) app.log.warn(warning);
  if (env.DEV_TOOLS) {
    app.log.warn(
      'development tools are on (/dev/outbox shows every code in clear, /dev/wechat plays WeChat): ' +
        'only for one machine (the server refuses them with a public PUBLIC_ORIGIN)',
    );
  }

  // Housekeeping: rows too old to count for any limit, expired captchas, old WeChat event ids.
  const prune = async () => {
    try {
      const [codes, captchas, events, businessEmails] = await Promise.all([
        pruneCodes(database.db),
        pruneCaptchas(database.db),
        pruneWechatEvents(database.db),
        pruneBusinessEmailChecks(database.db),
      ]);
      app.log.info({ codes, captchas, events, businessEmails }, 'pruned expired one-time records');
    } catch (error) {
      app.log.warn({ err: error }, 'pruning failed');
    }
  };
  const pruneTimer = setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
  void prune();

  // Job alerts every hour (one instance at a time across servers: an advisory lock).
  const stopAlerts = scheduleAlerts(
    () => runAlerts(database.db, providers, app.hub, new Date(), { origin: env.SITE_ORIGIN, log: app.log }),
    app.log,
  );

  // Jobs past their apply-by date close by themselves (decision 0022).
  const stopExpiry = scheduleJobExpiry(() => runJobExpiry(database.db, () => app.jobWrites.notify()), app.log);

  // Unread chat messages reach their recipients by e-mail (decision 0031; one instance at a time).
  const stopChatEmails = scheduleChatEmails(
    () => runChatEmails(database.db, providers, new Date(), { origin: env.SITE_ORIGIN, log: app.log }),
    app.log,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000).unref();
    try {
      clearInterval(pruneTimer);
      stopAlerts();
      stopExpiry();
      await stopChatEmails(); // a sweep under way finishes before the database closes
      await app.close(); // stops accepting, closes sockets (preClose), drains requests
      // Handlers whose client left before the answer are no longer requests the server waits for.
      if (!(await app.inFlight.settled(5_000)))
        app.log.warn({ running: app.inFlight.running }, 'handlers still running');
      providers.mailer.close();
      await bus.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  console.log(
    `\nJobBridge is listening on http://${shown}:${port}  (database: ${database.kind}, live bus: ${env.REDIS_URL ? 'redis' : 'in-process'})`,
  );
  if (env.OPS_PUBLIC) console.log(`API documentation: http://${shown}:${port}/docs`);
  if (env.TRYOUT) {
    // Written to the terminal of the try-out only, never through the JSON log.
    console.log(`\nThis is the one-machine try-out: development tools at /dev/outbox and /dev/wechat.`);
    console.log(`Demo accounts (sign in by e-mail or phone, password ${DEMO_PASSWORD}):`);
    for (const [, account] of demoAccountsFor({ admin: true })) console.log(`  ${formatAccount(account)}`);
  } else if (env.SEED_DEMO) {
    console.log('Demo accounts (sign in by e-mail or phone; the password is in the README):');
    for (const [, account] of demoAccountsFor()) console.log(`  ${formatAccount(account)}`);
  }
}

function formatAccount(account: DemoAccount): string {
  const phone = `+${account.calling_code} ${account.phone.slice(account.calling_code.length)}`;
  return `${account.role.padEnd(9)} ${account.email.padEnd(24)} ${phone.padEnd(16)} (${account.note})`;
}

/**
 * The try-out's key of code hashes: made once at random and kept in the data
 * folder (readable by its owner only), so codes survive a restart and no
 * published key is ever used.
 */
async function tryoutCodeSecret(dataDir: string): Promise<string> {
  const file = path.resolve(dataDir, 'code-secret');
  await mkdir(path.dirname(file), { recursive: true });
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 16) return existing;
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** apps/web/build, found next to this file (src/ or dist/ of apps/server) unless WEB_BUILD_DIR says otherwise. */
async function loadWebBuild(
  configured: string | undefined,
): Promise<{ build: ServerBuild | null; clientDir: string | null; problem: string | null }> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = configured ? path.resolve(configured) : path.resolve(here, '../../web/build');
  const entry = path.join(root, 'server/index.js');
  if (!existsSync(entry)) {
    return {
      build: null,
      clientDir: null,
      problem: `web build not found at ${entry}: serving the API only (run npm run build)`,
    };
  }
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  return { build, clientDir: path.join(root, 'client'), problem: null };
}

main().catch((error) => {
  console.error('JobBridge failed to start:', error);
  process.exit(1);
});
