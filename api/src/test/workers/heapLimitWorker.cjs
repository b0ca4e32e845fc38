// A stand-in API worker for workers.test.ts: listens like the API's workers, then tells the primary its V8
// heap limit (MB), which the flags it was started with set.
const http = require('node:http');
const v8 = require('node:v8');

http.createServer((_request, response) => response.end(String(process.pid))).listen(0, '127.0.0.1', () => {
  process.send?.({ heapLimitMb: v8.getHeapStatistics().heap_size_limit / 1024 / 1024 });
});
process.once('SIGTERM', () => process.exit(0));
