// `npm start` (`node scripts/start.mjs`) and `npm run start:stack`
// (`node scripts/start.mjs --stack`): the install check, the web build check,
// then the compiled server (scripts/server.mjs) or the stack
// (scripts/start-stack.mjs), in one Node process instead of three. Each step
// runs when imported, in this order: nothing but Node's own modules is loaded
// before the install check has run.
await import('./ensure-install.mjs');
await import('./prepare-web.mjs');
const stack = process.argv[2] === '--stack';
// What follows reads its own arguments from process.argv[2...].
if (stack) process.argv.splice(2, 1);
await import(stack ? './start-stack.mjs' : './server.mjs');
