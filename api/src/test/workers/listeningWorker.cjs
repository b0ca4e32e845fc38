// A stand-in API worker for workers.test.ts: listens on the port the pool's workers share (0: one the
// primary picks) and answers with its process id.
const http = require('node:http');

http.createServer((_request, response) => response.end(String(process.pid))).listen(0, '127.0.0.1');
process.once('SIGTERM', () => process.exit(0));
