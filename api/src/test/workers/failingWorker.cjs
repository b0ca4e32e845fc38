// A stand-in API worker for workers.test.ts that fails before it listens, as on a broken configuration.
process.exit(3);
