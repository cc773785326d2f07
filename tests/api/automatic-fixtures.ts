import type { SimulatorMessageView } from '../../functions/src/domain/simulator/view.js';
import type { TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures } from '../../functions/src/testing/sessions.js';
import { conversationFixtures, until } from './messages-fixtures.js';

/**
 * A company with a connected simulator whose customers write through the simulator's API, for the tests of
 * what the product sends by itself (greetings, transfers, completion, ratings, calls). The test's session host
 * must run the real inbound pipeline (`startTestSessions(ctx, { ingest })`).
 */
export function automaticFixtures(ctx: TestContext) {
  const sim = simulatorFixtures(ctx);
  const conversation = conversationFixtures(ctx);

  async function world() {
    const company = await ctx.seedCompany();
    // The admin's session; logging in again renews it after a test moved the clock past its expiry.
    const auth = { token: company.admin.token as string };
    const relogin = async () => {
      auth.token = (await ctx.login(company.admin.email, company.admin.password)).token;
    };
    const connectionId = (await sim.connectedSimulator(auth.token)).id;
    const chat = (number: string) => conversation.chat(company.companyId, connectionId, number);

    async function setting(key: string, value: string) {
      const res = await ctx.request('PUT', `/api/settings/${key}`, { token: auth.token, body: { value } });
      if (res.status !== 200) throw new Error(`setting ${key}: ${res.status} ${JSON.stringify(res.body)}`);
    }

    async function connection(fields: Record<string, unknown>) {
      const res = await ctx.request('PUT', `/api/whatsapp/${connectionId}`, { token: auth.token, body: fields });
      if (res.status !== 200) throw new Error(`connection: ${res.status} ${JSON.stringify(res.body)}`);
    }

    /**
     * The customer writes; answers the chat once the message is stored and its job (automations included) is
     * done, so what the product did about it is in the table.
     */
    async function customerWrites(number: string, body: string, name?: string) {
      const id = await sim.customerSays(auth.token, connectionId, number, body, name);
      await until(
        () => chat(number),
        (c) => c.messages.some((m) => m.providerId === id),
      );
      await ctx.jobs.drain('inbound');
      return { ...(await chat(number)), id };
    }

    /** What the customer's phone shows, oldest first. */
    async function phone(number: string): Promise<SimulatorMessageView[]> {
      const res = await ctx.request('GET', `/api/simulator/${connectionId}/messages?number=${number}`, {
        token: auth.token,
      });
      if (res.status !== 200) throw new Error(`phone of ${number}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.messages as SimulatorMessageView[];
    }

    /** The texts the business sent to the customer's phone, once there are `count` of them. */
    async function received(number: string, count: number): Promise<string[]> {
      const texts = async () => (await phone(number)).filter((m) => m.from === 'business').map((m) => m.body);
      return until(texts, (bodies) => bodies.length >= count);
    }

    /** The business's messages stored in the chat (all tickets), oldest first. */
    const sent = async (number: string) => (await chat(number)).messages.filter((m) => m.fromMe).reverse();

    const putTicket = (ticketId: string, body: unknown, as = auth.token) =>
      ctx.request('PUT', `/api/tickets/${ticketId}`, { token: as, body });

    return {
      ...company,
      auth,
      relogin,
      connectionId,
      chat,
      setting,
      connection,
      customerWrites,
      phone,
      received,
      sent,
      putTicket,
    };
  }

  return { world, sim };
}

export type AutomaticWorld = Awaited<ReturnType<ReturnType<typeof automaticFixtures>['world']>>;
