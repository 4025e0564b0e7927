import { type AddLeadRequest, leadMessages, type ZAddLeadRequest } from '@galla/contracts/console-leads';
import { canMoveLead, type LeadStatus, leadStatusLabels } from '@galla/domain/leads';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { prospectByRef } from './prospects.js';
import './tables.js';

type AddLead = z.output<typeof ZAddLeadRequest>;

export type { AddLeadRequest };

/** 'lead-12' or 'shop-34' (contracts ZLeadRef), read. */
export function parseRef(ref: string): { leadId?: number; shopId?: number } {
  const [kind, id] = ref.split('-');
  return kind === 'lead' ? { leadId: Number(id) } : { shopId: Number(id) };
}

const isUniqueClash = (error: unknown) => /unique|duplicate/i.test(String(error));

// Leads: staff add prospects, move them along the pipeline (domain/leads), assign them to a
// manager and keep notes. Each change writes a history event and an audit entry in one transaction.
// A retailer's sign-up becomes a lead row only when staff first work it, so nothing is copied
// from users and shops before anyone needs it.
export function createLeads(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const now = () => clock.now().toISOString();

  /** The lead row of a ref, made for a sign-up the first time staff work it. */
  async function leadIdOf(trx: Db, ref: string): Promise<number> {
    const { leadId, shopId } = parseRef(ref);
    if (leadId !== undefined) {
      const row = await trx.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst();
      if (!row) throw new AppError(404, leadMessages.notFound);
      return row.id;
    }
    const existing = await trx
      .selectFrom('leads')
      .select('id')
      .where('shop_id', '=', shopId!)
      .executeTakeFirst();
    if (existing) return existing.id;
    const owner = await trx
      .selectFrom('users')
      .select('created_at')
      .where('shop_id', '=', shopId!)
      .where('user_type', '=', 'retailer')
      .executeTakeFirst();
    if (!owner) throw new AppError(404, leadMessages.notFound);
    // Two staff taking up one sign-up at once: the unique shop_id keeps one row.
    await trx
      .insertInto('leads')
      .values({
        kind: 'signUp',
        source: 'signUp',
        shop_id: shopId!,
        status: 'new',
        created_at: owner.created_at,
        updated_at: now(),
      })
      .onConflict((oc) => oc.column('shop_id').doNothing())
      .execute();
    const made = await trx
      .selectFrom('leads')
      .select('id')
      .where('shop_id', '=', shopId!)
      .executeTakeFirstOrThrow();
    return made.id;
  }

  async function event(
    trx: Db,
    leadId: number,
    kind: 'created' | 'note' | 'status' | 'assigned',
    text: string,
    staffId: number,
  ) {
    await trx
      .insertInto('lead_events')
      .values({ lead_id: leadId, kind, text, staff_id: staffId, created_at: now() })
      .execute();
  }

  return {
    async add(body: AddLead, actorId: number) {
      const retailer = await db
        .selectFrom('users')
        .select('id')
        .where('contact_number', '=', body.mobile)
        .where('status', '<>', 'deleted')
        .executeTakeFirst();
      if (retailer) throw new AppError(400, leadMessages.mobileIsRetailer);
      if (body.campaignId) {
        const campaign = await db
          .selectFrom('campaigns')
          .select('id')
          .where('id', '=', body.campaignId)
          .executeTakeFirst();
        if (!campaign) throw new AppError(400, leadMessages.campaign);
      }
      const at = now();
      return db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('leads')
            .values({
              kind: 'staff',
              name: body.name,
              mobile: body.mobile,
              shop_name: body.shopName,
              city: body.city,
              state: body.state,
              source: body.source,
              campaign_id: body.campaignId ?? null,
              notes: body.notes,
              status: 'new',
              created_at: at,
              created_by: actorId,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await event(trx, row.id, 'created', 'Lead added', actorId);
          await audit(trx, clock, {
            shopId: null,
            actor: { kind: 'staff', id: actorId },
            action: 'leadAdded',
            entity: 'lead',
            entityId: row.id,
            after: { ...body, status: 'new' },
          });
          return { ref: `lead-${row.id}` };
        })
        .catch((error: unknown) => {
          // Two staff entering one number at once: the unique index stops the second.
          if (error instanceof AppError) throw error;
          if (isUniqueClash(error)) throw new AppError(400, leadMessages.mobileTaken);
          throw error;
        });
    },

    async move(body: { ref: string; from: LeadStatus; to: LeadStatus }, actorId: number) {
      if (!canMoveLead(body.from, body.to)) throw new AppError(400, leadMessages.badMove);
      await db.transaction().execute(async (trx) => {
        const leadId = await leadIdOf(trx, body.ref);
        // Only from the status the console showed: a second click, or a colleague's move in
        // between, changes nothing.
        const moved = await trx
          .updateTable('leads')
          .set({ status: body.to, updated_at: now() })
          .where('id', '=', leadId)
          .where('status', '=', body.from)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new AppError(409, leadMessages.changed);
        await event(
          trx,
          leadId,
          'status',
          `${leadStatusLabels[body.from]} → ${leadStatusLabels[body.to]}`,
          actorId,
        );
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: actorId },
          action: 'leadStatusChanged',
          entity: 'lead',
          entityId: leadId,
          before: { status: body.from },
          after: { status: body.to },
        });
      });
    },

    async assign(body: { ref: string; staffId: number | null }, actorId: number) {
      let assigneeName: string | null = null;
      if (body.staffId !== null) {
        const staff = await db
          .selectFrom('staff_users')
          .select(['first_name', 'last_name'])
          .where('id', '=', body.staffId)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (!staff) throw new AppError(400, leadMessages.assignee);
        assigneeName = `${staff.first_name} ${staff.last_name}`.trim();
      }
      await db.transaction().execute(async (trx) => {
        const leadId = await leadIdOf(trx, body.ref);
        const before = await trx
          .selectFrom('leads')
          .select('assigned_to')
          .where('id', '=', leadId)
          .executeTakeFirstOrThrow();
        if (before.assigned_to === body.staffId) return;
        await trx
          .updateTable('leads')
          .set({ assigned_to: body.staffId, updated_at: now() })
          .where('id', '=', leadId)
          .execute();
        await event(
          trx,
          leadId,
          'assigned',
          assigneeName ? `Assigned to ${assigneeName}` : 'Unassigned',
          actorId,
        );
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: actorId },
          action: 'leadAssigned',
          entity: 'lead',
          entityId: leadId,
          before: { assignedTo: before.assigned_to },
          after: { assignedTo: body.staffId },
        });
      });
    },

    async note(body: { ref: string; text: string }, actorId: number) {
      await db.transaction().execute(async (trx) => {
        const leadId = await leadIdOf(trx, body.ref);
        await trx.updateTable('leads').set({ updated_at: now() }).where('id', '=', leadId).execute();
        await event(trx, leadId, 'note', body.text, actorId);
        await audit(trx, clock, {
          shopId: null,
          actor: { kind: 'staff', id: actorId },
          action: 'leadNoteAdded',
          entity: 'lead',
          entityId: leadId,
          after: { note: body.text },
        });
      });
    },

    async detail(ref: string) {
      const parsed = parseRef(ref);
      const lead = await prospectByRef(db, parsed);
      if (!lead) throw new AppError(404, leadMessages.notFound);
      const leadId = lead.ref.startsWith('lead-') ? Number(lead.ref.slice(5)) : null;
      if (leadId === null) return { lead, notes: null, history: [] };
      const [row, events] = await Promise.all([
        db.selectFrom('leads').select('notes').where('id', '=', leadId).executeTakeFirstOrThrow(),
        db
          .selectFrom('lead_events as e')
          .leftJoin('staff_users as s', 's.id', 'e.staff_id')
          .select(['e.id', 'e.kind', 'e.text', 'e.created_at', 's.first_name', 's.last_name'])
          .where('e.lead_id', '=', leadId)
          .orderBy('e.id', 'desc')
          .execute(),
      ]);
      return {
        lead,
        notes: row.notes,
        history: events.map((e) => ({
          id: e.id,
          kind: e.kind,
          text: e.text,
          staffName: e.first_name === null ? null : `${e.first_name} ${e.last_name ?? ''}`.trim(),
          createdAt: e.created_at,
        })),
      };
    },

    /** Who a lead may be given to, and the campaigns a lead may carry. */
    async choices() {
      const [staff, campaigns] = await Promise.all([
        db
          .selectFrom('staff_users')
          .select(['id', 'first_name', 'last_name', 'user_type'])
          .where('status', '=', 'active')
          .orderBy('first_name')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('campaigns')
          .select(['id', 'code', 'name'])
          .orderBy('active', 'desc')
          .orderBy('code')
          .execute(),
      ]);
      return {
        assignees: staff.map((s) => ({
          staffId: s.id,
          name: `${s.first_name} ${s.last_name}`.trim(),
          userType: s.user_type,
        })),
        campaigns: campaigns.map((c) => ({ campaignId: c.id, code: c.code, name: c.name })),
      };
    },
  };
}
export type Leads = ReturnType<typeof createLeads>;
