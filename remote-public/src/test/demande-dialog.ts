// Test support of the artisan and trade pages: the request dialog src/app gives them (features/demande), so that
// their tests open the real one, as a visitor does.
export { DemandeDialog } from '../features/demande/components/lazy-demande-dialog';
