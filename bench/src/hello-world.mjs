// The reference lines of `npm run bench`: a bare Fastify answering `{"hello":"world"}` on
// PORT, in its own process, as the server runs. Every endpoint's speed is reported as a
// ratio to it, measured in the same run (issue 16): the machine's speed moves, the ratio less.
// With DATABASE_URL, `/one-query` answers after one `select 1` on a pg pool of 10 (the
// server's default) and `/transaction` after `begin`, one query and `commit`: the floor of
// any endpoint that reads the database, and of one that reads it in a transaction.
// `/write-transaction` (issue 35 item 4) is `begin`, one insert and `commit` (a committed
// write, waiting for its WAL flush as the app's writes do): the floor of every write.
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  : null;
if (pool) {
  app.get('/one-query', async () => {
    const { rows } = await pool.query({ name: 'one', text: 'select 1 as one' });
    return { hello: rows[0].one };
  });
  app.get('/transaction', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query({ name: 'one', text: 'select 1 as one' });
      await client.query('commit');
      return { hello: rows[0].one };
    } finally {
      client.release();
    }
  });
  await pool.query(
    'create table if not exists bench_writes (id bigserial primary key, at timestamptz not null default now())',
  );
  app.post('/write-transaction', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query({
        name: 'write',
        text: 'insert into bench_writes default values returning id',
      });
      await client.query('commit');
      return { hello: Number(rows[0].id) };
    } finally {
      client.release();
    }
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool?.end();
  process.exit(0);
});
