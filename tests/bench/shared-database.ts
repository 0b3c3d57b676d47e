import pg from 'pg';

/** What a finished seed leaves on its database, so a kept one is used again only when complete. */
const SEEDED = 'stayops bench: seeded';
const opened = new Map<string, () => Promise<void>>();

async function onServer<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The database `name` on the server at `baseUrl`: found seeded (kept by an earlier run with `BENCH_KEEP_DB=1`), or
 * made empty again. Unless kept, it is dropped by `dropSharedDatabases` at the end of the run.
 */
export async function sharedDatabase(baseUrl: string, name: string): Promise<{ url: string; seeded: boolean; markSeeded: () => Promise<void> }> {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const found = await onServer(baseUrl, async (client) => {
    const r = await client.query<{ note: string | null }>('SELECT shobj_description(oid, $2) AS note FROM pg_database WHERE datname = $1', [name, 'pg_database']);
    return r.rows[0];
  });
  const seeded = found?.note === SEEDED;
  if (!seeded) {
    await onServer(baseUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
    });
  }
  if (process.env.BENCH_KEEP_DB !== '1') opened.set(name, () => onServer(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined));
  const markSeeded = () => onServer(baseUrl, (client) => client.query(`COMMENT ON DATABASE ${name} IS '${SEEDED}'`)).then(() => undefined);
  return { url: url.toString(), seeded, markSeeded };
}

export async function dropSharedDatabases(): Promise<void> {
  for (const drop of opened.values()) await drop();
  opened.clear();
}
