import type { Kysely } from 'kysely';
import { idType, isPostgres } from './support.js';

// The public survey (issue 21): the questions (the staff console will manage them; a short survey is
// seeded until then), the visitors' sessions, one response per invoice with its answers as rows (for
// the shop's and the platform's reports), and one gift voucher per invoice. "Invoice" here is the bill
// with all its versions (bill_id): an edited invoice gets a new row and link, not a second voucher.
const questions: { question: string; kind: string; options: string[] | null; required: number }[] = [
  {
    question: 'How did you find your shopping experience today?',
    kind: 'rating',
    options: null,
    required: 1,
  },
  {
    question: 'How often do you shop at this store?',
    kind: 'choice',
    options: ['First time', 'Every week', 'Every month', 'A few times a year'],
    required: 1,
  },
  {
    question: 'What did you come to buy?',
    kind: 'choice',
    options: ['Groceries', 'Mobiles and electronics', 'Clothes and footwear', 'Home needs', 'Something else'],
    required: 1,
  },
  {
    question: 'How likely are you to recommend this store to a friend?',
    kind: 'rating',
    options: null,
    required: 1,
  },
  { question: 'Anything the store could do better?', kind: 'text', options: null, required: 0 },
];

export async function up(db: Kysely<any>): Promise<void> {
  const autoId = (c: any) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('survey_questions')
    .addColumn('id', idType(db), autoId)
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON list of the choices of a 'choice' question.
    .addColumn('options', 'text')
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('survey_sessions')
    .addColumn('id', idType(db), autoId)
    // SHA-256 of the session token: the token is a credential, a copy of the table is not.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('bill_id', 'integer')
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id'))
    .addColumn('login_type', 'text', (c) => c.notNull())
    .addColumn('social_id', 'text')
    .addColumn('email', 'text')
    .addColumn('name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('survey_responses')
    .addColumn('id', idType(db), autoId)
    // 'bill:{bill id}', or in simple mode 'visitor:{loginType}:{social id or e-mail}': one response each.
    .addColumn('subject', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('survey_sessions.id'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id'))
    .addColumn('login_type', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('survey_responses_shop').on('survey_responses').columns(['shop_id']).execute();

  await db.schema
    .createTable('survey_answers')
    .addColumn('id', idType(db), autoId)
    .addColumn('response_id', 'integer', (c) => c.notNull().references('survey_responses.id'))
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('survey_questions.id'))
    .addColumn('answer', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('survey_answers_question')
    .on('survey_answers')
    .columns(['question_id', 'shop_id'])
    .execute();

  await db.schema
    .createTable('survey_rewards')
    .addColumn('id', idType(db), autoId)
    .addColumn('bill_id', 'integer', (c) => c.notNull().unique())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('response_id', 'integer', (c) => c.notNull().references('survey_responses.id'))
    // Our order reference with the gift-card provider: one order per bill, however often retried.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    // 'pending' until the provider issued the voucher, then 'issued'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sku', 'text')
    .addColumn('voucher_name', 'text')
    .addColumn('value_paise', 'bigint')
    .addColumn('image_url', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text')
    .execute();
  await db.schema
    .createIndex('survey_rewards_status')
    .on('survey_rewards')
    .columns(['status', 'id'])
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('survey_questions')
    .values(
      questions.map((q, i) => ({
        position: i + 1,
        question: q.question,
        kind: q.kind,
        options: q.options ? JSON.stringify(q.options) : null,
        required: q.required,
        active: 1,
        created_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('survey_rewards').execute();
  await db.schema.dropTable('survey_answers').execute();
  await db.schema.dropTable('survey_responses').execute();
  await db.schema.dropTable('survey_sessions').execute();
  await db.schema.dropTable('survey_questions').execute();
}
