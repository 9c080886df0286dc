import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS } from '@courtside/shared/constants';
import { Avatar, avatarColor, resolveImageUrl } from './avatar';

describe('Avatar (spec section 2)', () => {
  it('uses a full http address as is and prefixes a relative path with the API origin', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.webp')).toBe(
      'https://cdn.example.com/a.webp',
    );
    expect(resolveImageUrl('/api/images/1')).toBe('/api/images/1');
    expect(resolveImageUrl('api/images/1')).toBe('/api/images/1');
    render(<Avatar name="Robin" src="https://cdn.example.com/a.webp" />);
    expect(screen.getByRole('img', { name: 'Robin' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/a.webp',
    );
  });

  it.each([
    ['robin', 'R'],
    ['  zoë', 'Z'],
    ['', 'U'],
  ])('without an image shows the first letter of %j in capitals: %s', (name, letter) => {
    render(<Avatar name={name} />);
    expect(screen.getByRole('img')).toHaveTextContent(letter);
  });

  it('picks one of the 10 colours, the same for the same name', () => {
    expect(AVATAR_COLORS).toHaveLength(10);
    expect(avatarColor('Robin')).toBe(avatarColor('Robin'));
    const colours = new Set(
      ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'].map(avatarColor),
    );
    expect(colours.size).toBeGreaterThan(1);
    render(<Avatar name="Robin" />);
    expect(screen.getByRole('img').className).toContain(avatarColor('Robin'));
  });

  it('shows a generic user icon with neither name nor image', () => {
    render(<Avatar />);
    const avatar = screen.getByRole('img', { name: 'User' });
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it.each([
    ['sm', 'h-8'],
    ['md', 'h-10'],
    ['lg', 'h-14'],
    ['xl', 'h-24'],
  ] as const)('size %s', (size, className) => {
    render(<Avatar name="Robin" size={size} />);
    expect(screen.getByRole('img').className).toContain(className);
  });

  it('is hidden from assistive technology beside the name it shows', () => {
    const { container } = render(
      <>
        <Avatar name="Robin" src="/uploads/robin.webp" isDecorative />
        <Avatar name="Kim" isDecorative />
      </>,
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('span')).toHaveAttribute('aria-hidden', 'true');
  });
});
