// The reference line of `npm run bench`: a bare Fastify answering `{"hello":"world"}` on
// PORT, in its own process, as the server runs. Every endpoint's speed is reported as a
// ratio to it, measured in the same run (issue 16): the machine's speed moves, the ratio less.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
