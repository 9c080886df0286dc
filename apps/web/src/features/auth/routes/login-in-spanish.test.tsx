import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '@/lib/i18n';
import { validationMessage } from '@/lib/i18n';
import { renderRoute } from '@/test/render-route';
import LoginPage from './login';

// This file's own module graph: the language loaded here stays in this file.
beforeAll(() => loadLocale('es', ['login']));

describe('the sign-in page in Spanish', () => {
  it('shows its texts, its links and its field errors in Spanish', async () => {
    renderRoute(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hola de nuevo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña'), 'short');
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeVisible();
  });

  it('reads a message built with a value back into its translation', () => {
    expect(validationMessage('At most 200 characters')).toBe('Como máximo 200 caracteres');
    expect(validationMessage('Ratings run from 2.0 to 8.0')).toBe('Los niveles van de 2,0 a 8,0');
    expect(validationMessage('Email is required')).toBe('El correo electrónico es obligatorio');
    expect(validationMessage('Not a catalogue text')).toBe('Not a catalogue text');
  });
});
