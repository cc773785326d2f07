import { Hono } from 'hono';
import { z } from 'zod';
import { requireSuper } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { clientIp } from '../../http/client-ip.js';
import { validate } from '../../http/validate.js';
import { CompanyCreate, CompanyListQuery, CompanyParam, CompanyUpdate } from './admin-body.js';
import { createCompany, listCompaniesPage, updateCompany } from './admin-service.js';
import { deleteCompany } from './deletion/delete-company.js';
import { CompanySchedulesBody } from './schema.js';
import { signUp } from './signup.js';
import { SignupBody } from './signup-schema.js';
import { showCompanyDetails, showCompanyPlan, updateCompanySchedules } from './service.js';

const companyId = z.string().min(1).max(64);

/** Spec 2 §7: the signup call, public (no account exists yet); mounted before the guard of the other routes. */
export const signupRoutes = new Hono<AppEnv>().post('/cadastro', validate('json', SignupBody), async (c) => {
  return c.json(await signUp(c.get('deps'), c.req.valid('json'), clientIp(c)), 201);
});

/** The Empresas tab's list, create, update and delete (spec 2 §2) are super users'; the rest any user's of the company. */
export const companiesRoutes = new Hono<AppEnv>()
  .get('/', requireSuper, validate('query', CompanyListQuery), async (c) => {
    const { searchParam, pageNumber } = c.req.valid('query');
    return c.json(await listCompaniesPage(c.get('deps'), searchParam, pageNumber));
  })
  .post('/', requireSuper, validate('json', CompanyCreate), async (c) => {
    return c.json(await createCompany(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', requireSuper, validate('param', CompanyParam), validate('json', CompanyUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateCompany(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', requireSuper, validate('param', CompanyParam), async (c) => {
    return c.json(await deleteCompany(c.get('deps'), c.get('actor'), c.req.valid('param').id), 202);
  })
  .get('/listPlan/:companyId', validate('param', z.object({ companyId })), async (c) => {
    const { companyId: id } = c.req.valid('param');
    return c.json(await showCompanyPlan(c.get('deps'), c.get('actor'), id));
  })
  .get('/:id', validate('param', z.object({ id: companyId })), async (c) => {
    return c.json(await showCompanyDetails(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .put(
    '/:id/schedules',
    validate('param', z.object({ id: companyId })),
    validate('json', CompanySchedulesBody),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateCompanySchedules(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
    },
  );
