import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetryAlert } from './retry-alert';

describe('RetryAlert', () => {
  it('says what failed and asks again on « Réessayer »', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(
      <RetryAlert message="Les artisans ne peuvent pas être chargés pour le moment." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Les artisans ne peuvent pas être chargés pour le moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
