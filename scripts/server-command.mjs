// How the server is started: by `npm start` (scripts/start.mjs), by the benchmarks that measure it
// and by the end-to-end tests. Plain Node, like start.mjs: it runs before node_modules exists.
//
// --max-semi-space-size=64: room for a larger young generation. Under 64 concurrent saves the main
// thread keeps its requests in flight alive across every young collection: with V8's default (16 MB)
// it collected every ~55 ms, copying the same in-flight bills each time (6 ms per collection, 11% of
// its time), and promoted them into the old generation, whose full collections paused it for 13 ms.
// At 64 MB the young collections are four times rarer, and most bills are answered before one comes.
// It costs memory only under load: V8 grows the young generation when it is busy and shrinks it when
// idle. The flag is process-wide, so it bounds the bill writer thread too, but V8 grows a young
// generation only while much of it survives, and the writer's stays at ~8 MB under load
// (--trace-gc). Figures in docs/performance.md.
const serverNodeFlags = ['--max-semi-space-size=64'];

export const serverEntry = 'apps/server/dist/main.js';

/** The arguments to `node` that start the built server, from the repository's root. */
export const serverArgs = [...serverNodeFlags, serverEntry];
