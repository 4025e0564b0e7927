import type { Kysely } from 'kysely';

// The staff console's Rewards sections (issue 22). Which of the gift-card provider's cards retailers
// may redeem: a row per card the Admin switched, so a card the provider adds later is offered until
// someone turns it off, and two Admins switching two cards never overwrite each other. A rejected
// redemption keeps the reason given.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gift_card_offers')
    .addColumn('sku', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('staff_users.id'))
    .execute();
  await db.schema.alterTable('reward_redemptions').addColumn('decision_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reward_redemptions').dropColumn('decision_reason').execute();
  await db.schema.dropTable('gift_card_offers').execute();
}
