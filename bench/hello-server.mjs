// The baseline: a bare Fastify hello-world on the same machine, to compare the real server against.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
