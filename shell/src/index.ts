// Async boundary: Module Federation negotiates the shared singletons before any of the shell's code runs.
void import('./bootstrap');
