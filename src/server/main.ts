import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/open';
import { DataDirInUseError } from './db/data-dir-lock';
import { createFullAdmin, describeFirstAdmin, printCredentials, settleFirstAdmin, type FirstAdminEnv } from './cli/first-admin';
import { seedDemo } from './cli/seed-demo';
import { seedDemoUsers } from './cli/seed-users';
import { seedDemoCredit } from './cli/seed-credit';
import { seedBulkUsers } from './cli/seed-bulk-users';
import { DEMO_PORTAL_OWNERS, seedDemoPortfolio } from './cli/seed-portfolio';
import { seedDemoReservations } from './cli/seed-reservations';
import { seedDemoFreeStays } from './cli/seed-free-stay';
import { seedDemoExpenses } from './cli/seed-expenses';
import { seedDemoDsr } from './cli/seed-dsr';
import { seedDemoStatements } from './cli/seed-owner-statements';
import { DEMO_UNITS } from './cli/demo-portfolio';
import { DEMO_PASSWORD } from './cli/demo-data';
import { schedulePruning } from './maintenance';
import { scheduleIcalImport } from './modules/integration/schedule';

const USAGE = `Usage: stayops <command>
  start          run the server (migrates and creates the first admin if needed)
  migrate        apply database migrations
  seed-demo      add the demo data set (safe to run twice); --users N adds N generated users;
                 --units N makes the demo portfolio N units (300 by default);
                 --reservations N gives its units about N stays instead of a year's (about 20000)
  create-admin   --email <email> [--name <name>] [--password <password>]`;

const firstAdminEnv = (config: Config): FirstAdminEnv => ({ email: config.adminEmail, password: config.adminPassword });

async function start(config: Config): Promise<void> {
  const database = await openDatabase(config, 'the StayOps server');
  const firstAdmin = await settleFirstAdmin(database.db, firstAdminEnv(config), { createDefault: true });
  const app = await buildApp({ database, config, logger: true });
  const stopPruning = schedulePruning(database.db, (msg) => app.log.warn(msg));
  const stopIcal = scheduleIcalImport(database.db, (msg) => app.log.warn(msg));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    stopPruning();
    stopIcal();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}/`;
  process.stdout.write(describeFirstAdmin(firstAdmin, url));
  process.stdout.write(`StayOps is running at ${url} (database: ${database.kind}${database.kind === 'pglite' ? `, ${config.dataDir}` : ''})\n`);
}

async function withDatabase(config: Config, holder: string, work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) {
  const database = await openDatabase(config, holder);
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  switch (command) {
    case 'start':
      return start(config);
    case 'migrate':
      return withDatabase(config, 'stayops migrate', async () => {
        process.stdout.write('Migrations applied.\n');
      });
    case 'seed-demo': {
      const { values } = parseArgs({ args: rest, options: { users: { type: 'string' }, units: { type: 'string' }, reservations: { type: 'string' } } });
      const bulk = values.users === undefined ? 0 : Number(values.users);
      if (!Number.isInteger(bulk) || bulk < 0 || bulk > 5_000_000) throw new UsageError('--users takes a whole number up to 5000000');
      const unitCount = values.units === undefined ? DEMO_UNITS : Number(values.units);
      if (!Number.isInteger(unitCount) || unitCount < 0 || unitCount > 100_000) throw new UsageError('--units takes a whole number up to 100000');
      const stayCount = values.reservations === undefined ? undefined : Number(values.reservations);
      if (stayCount !== undefined && (!Number.isInteger(stayCount) || stayCount < 0 || stayCount > 10_000_000)) {
        throw new UsageError('--reservations takes a whole number up to 10000000');
      }
      return withDatabase(config, 'stayops seed-demo', async (database) => {
        const started = performance.now();
        // Before the demo team, whose admins must not stand in for the company's own first admin.
        process.stdout.write(describeFirstAdmin(await settleFirstAdmin(database.db, firstAdminEnv(config), { createDefault: false }), null));
        const report = await seedDemo(database.db);
        process.stdout.write(
          `Demo data: ${report.created} added, ${report.alreadyThere} already there. Demo admins sign in with the password ${DEMO_PASSWORD}\n`,
        );
        const users = await seedDemoUsers(database.db);
        process.stdout.write(`Demo users: ${users.created} added, ${users.alreadyThere} already there.\n`);
        const credit = await seedDemoCredit(database.db);
        process.stdout.write(`Demo credit holders: ${credit.created} added, ${credit.alreadyThere} already there.\n`);
        const portfolio = await seedDemoPortfolio(database.db, unitCount);
        process.stdout.write(
          `Demo portfolio: ${portfolio.companies} companies, ${portfolio.packages} service packages, ${portfolio.properties} properties, ` +
            `${portfolio.roomTypes} room types, ${portfolio.units} units, ${portfolio.owners} owners. ` +
            `Owners ${DEMO_PORTAL_OWNERS.join(' and ')} sign in to the portal with the demo password.\n`,
        );
        const stays = await seedDemoReservations(database.db, {
          count: stayCount,
          // A counter that rewrites its line only where there is a terminal to rewrite it on.
          onProgress: process.stdout.isTTY ? (done) => process.stdout.write(`\rDemo reservations: ${done}${stayCount === undefined ? '' : `/${stayCount}`}`) : undefined,
        });
        if (process.stdout.isTTY) process.stdout.write('\n');
        process.stdout.write(`Demo reservations: ${stays.created} added on ${stays.units} units without any.\n`);
        const freeStays = await seedDemoFreeStays(database.db);
        process.stdout.write(`Demo free stays: ${freeStays.requests} requests and ${freeStays.overrides} daily quotas added.\n`);
        // After the portfolio and the demo admins: expenses name their properties and units, recorders and approver.
        process.stdout.write(`Demo expenses: ${(await seedDemoExpenses(database.db)).created} added.\n`);
        // After the stays and their payments: a report's figures are that day's.
        const dsr = await seedDemoDsr(database.db);
        process.stdout.write(`Demo daily sales reports: ${dsr.reports} added, with ${dsr.photos} bank-in slips.\n`);
        // After the stays and expenses they are made of, by the statement service itself.
        const statementsStarted = performance.now();
        const statements = await seedDemoStatements(database.db);
        process.stdout.write(
          `Demo owner statements: ${statements.plans} installment plans added; ${statements.month}: ${statements.generated} generated, ` +
            `${statements.approved} approved by another admin (${((performance.now() - statementsStarted) / 1000).toFixed(1)} s).\n`,
        );
        if (bulk > 0) {
          await seedBulkUsers(database.db, bulk, (done) => process.stdout.write(`\rBulk users: ${done}/${bulk}`));
          process.stdout.write('\n');
        }
        process.stdout.write(`Demo data seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
      });
    }
    case 'create-admin': {
      const { values } = parseArgs({
        args: rest,
        options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
      });
      if (!values.email) throw new UsageError('create-admin needs --email');
      const email = values.email.toLowerCase();
      return withDatabase(config, 'stayops create-admin', async (database) => {
        // ADMIN_EMAIL/ADMIN_PASSWORD in the environment still make the company's first admin, unless
        // this command is creating that very admin.
        const env = firstAdminEnv(config);
        if (env.email !== null && env.email.toLowerCase() !== email) {
          process.stdout.write(describeFirstAdmin(await settleFirstAdmin(database.db, env, { createDefault: false }), null));
        }
        const created = await createFullAdmin(database.db, {
          name: values.name ?? 'Administrator',
          email,
          password: values.password ?? (env.email?.toLowerCase() === email ? env.password : null),
        });
        printCredentials(created, null);
      });
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof UsageError) {
    process.stderr.write(`${err.message}\n${USAGE}\n`);
    process.exit(64);
  }
  if (err instanceof DataDirInUseError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(75);
  }
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
