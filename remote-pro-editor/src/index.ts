// Async boundary: Module Federation negotiates the shared singletons before this remote's standalone page runs.
void import('./bootstrap');
