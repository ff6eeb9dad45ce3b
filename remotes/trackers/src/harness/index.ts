// Async boundary: shared modules are negotiated before the harness renders.
void import('./bootstrap');
