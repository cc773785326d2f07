import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { logIn } from './browser.js';
import { screenshotRecorder } from './screenshots.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-form-errors@example.com', password: 'admin-secret' };

const stack = e2eStack('form-errors', admin);
const shots = screenshotRecorder('form-errors');

/** The message a field shows under it, read through the input's description (FieldFrame wires it). */
async function messageOf(field: Locator): Promise<string | null> {
  const describedBy = await field.getAttribute('aria-describedby');
  if (!describedBy) return null;
  return field.page().locator(`[id="${describedBy}"]`).textContent();
}

const invalid = (field: Locator) => field.getAttribute('aria-invalid');

describe('field errors in the forms', () => {
  it('clears a field error in the user dialog as soon as the field is corrected, before any new submit', async () => {
    const page = await stack.newPage();
    await logIn(page, admin);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    const modal = page.getByTestId('user-modal');
    const name = modal.getByLabel('Nome');
    const email = modal.getByLabel('Email');
    const password = modal.getByLabel('Senha');

    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await expect(messageOf(name)).resolves.toBe('Required');
    await expect(messageOf(email)).resolves.toBe('Required');
    await expect(messageOf(password)).resolves.toBe('Required');
    await shots.take(page, 'user-dialog-errors');

    await name.fill('Ana Souza');
    await expect(messageOf(name)).resolves.toBeNull();
    await expect(invalid(name)).resolves.toBe('false');
    // The other fields were not touched: their messages stay.
    await expect(messageOf(email)).resolves.toBe('Required');
    await shots.take(page, 'user-dialog-name-corrected');

    await email.fill('ana@');
    await expect(messageOf(email)).resolves.toBe('Invalid email');
    await email.fill('ana@example.com');
    await email.blur();
    await expect(messageOf(email)).resolves.toBeNull();

    await password.fill('abc');
    await expect(messageOf(password)).resolves.toBe('Too Short!');
    await password.fill('abcdef');
    await expect(messageOf(password)).resolves.toBeNull();
    await expect(modal.locator('.field-error').count()).resolves.toBe(0);

    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Usuário salvo com sucesso.').waitFor();
  });

  it('clears the errors of the queue form the same way (the shared form layer)', async () => {
    const page = await stack.newPage();
    await logIn(page, admin);
    await page.goto('/queues');
    await page.getByRole('button', { name: 'Adicionar fila' }).click();
    const modal = page.getByTestId('queue-modal');
    const name = modal.getByLabel('Nome');

    await modal.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(messageOf(name)).resolves.toBe('Required');
    await expect(modal.locator('.field-error').count()).resolves.toBe(2);

    await name.fill('Vendas');
    await expect(messageOf(name)).resolves.toBeNull();
    await expect(modal.locator('.field-error').count()).resolves.toBe(1);
    await modal.getByRole('radio').nth(2).click();
    await expect(modal.locator('.field-error').count()).resolves.toBe(0);
  });
});
