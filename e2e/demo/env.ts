// Imported first by playwright.demo.config.ts: the demo suite runs on ports of its own (3950, the
// SMTP sink 3951, the inbox 3952; E2E_DEMO_PORT overrides). e2e/fixtures/ports.ts reads E2E_PORT
// when first loaded, so it must be set before anything imports it (the main config does); the
// global setup and the test workers (child processes) then see the same ports.
process.env.E2E_PORT = process.env.E2E_DEMO_PORT ?? '3950'
