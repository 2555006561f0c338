import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagePanel } from '../../../src/components/message-panel.tsx';

describe('MessagePanel', () => {
  it('says what happened as a status, its title a paragraph by default, with the ways on', () => {
    render(
      <MessagePanel
        icon={<span data-testid="icon" aria-hidden />}
        title="No documentation found"
        actions={<a href="/api">All API documentation</a>}
      >
        There is no API documentation for “X”.
      </MessagePanel>,
    );
    const status = screen.getByRole('status');
    expect(within(status).getByTestId('icon')).toBeInTheDocument();
    expect(within(status).getByText('No documentation found').tagName).toBe('P');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(status).toHaveTextContent('There is no API documentation for “X”.');
    expect(within(status).getByRole('link', { name: 'All API documentation' })).toHaveAttribute(
      'href',
      '/api',
    );
  });

  it('titles a section of its own as a heading, and leaves out what it is not given', () => {
    render(<MessagePanel icon={null} title="No Sites Found" titleAs="h2" titleVariant="h6" />);
    expect(screen.getByRole('heading', { level: 2, name: 'No Sites Found' })).toBeInTheDocument();
    expect(screen.getByRole('status').children).toHaveLength(1);
  });
});
