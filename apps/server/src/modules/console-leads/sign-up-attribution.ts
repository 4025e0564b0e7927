import { istDate } from '@galla/domain/financial-year';
import { campaignRunning, normaliseCampaignCode } from '@galla/domain/leads';
import type { Db } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import './tables.js';

export type SignUpFacts = { shopId: number; contactNumber: string; campaignCode?: string };

// Called by user/register inside its transaction, once the shop and its owner exist: credits the
// sign-up to the campaign whose link it came by (a code unknown, switched off or out of its dates
// is ignored, so the sign-up never fails for it), and ties a lead staff entered with the same
// mobile to the new retailer, so the lead shows as converted.
export function createSignUpAttribution(deps: { clock: Clock }) {
  const { clock } = deps;
  return async function attributeSignUp(trx: Db, facts: SignUpFacts): Promise<void> {
    const now = clock.now().toISOString();
    const code = facts.campaignCode ? normaliseCampaignCode(facts.campaignCode) : null;
    if (code) {
      const campaign = await trx
        .selectFrom('campaigns')
        .select(['id', 'active', 'starts_on', 'ends_on'])
        .where('code', '=', code)
        .executeTakeFirst();
      if (
        campaign &&
        campaignRunning(
          { active: campaign.active === 1, startsOn: campaign.starts_on, endsOn: campaign.ends_on },
          istDate(clock.now()),
        )
      ) {
        await trx
          .insertInto('campaign_signups')
          .values({ shop_id: facts.shopId, campaign_id: campaign.id, created_at: now })
          .execute();
      }
    }
    const lead = await trx
      .selectFrom('leads')
      .select('id')
      .where('mobile', '=', facts.contactNumber)
      .where('shop_id', 'is', null)
      .executeTakeFirst();
    if (lead) {
      await trx
        .updateTable('leads')
        .set({ shop_id: facts.shopId, updated_at: now })
        .where('id', '=', lead.id)
        .execute();
      await trx
        .insertInto('lead_events')
        .values({
          lead_id: lead.id,
          kind: 'status',
          text: 'Signed up as a retailer',
          staff_id: null,
          created_at: now,
        })
        .execute();
      await audit(trx, clock, {
        shopId: facts.shopId,
        actor: { kind: 'system', id: null },
        action: 'leadSignedUp',
        entity: 'lead',
        entityId: lead.id,
        after: { shopId: facts.shopId },
      });
    }
  };
}
export type AttributeSignUp = ReturnType<typeof createSignUpAttribution>;
