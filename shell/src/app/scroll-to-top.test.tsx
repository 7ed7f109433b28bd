import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  it('scrolls to the top on every path change, not on a query change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/metiers'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/metiers?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
