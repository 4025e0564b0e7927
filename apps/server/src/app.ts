import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { StaffPermission } from '@galla/domain/permissions';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { Config } from './config.js';
import type { DbHandle } from './db/database.js';
import { createLoginService } from './modules/auth/login-service.js';
import { createLoginThrottle } from './modules/auth/login-throttle.js';
import { createOtpService } from './modules/auth/otp-service.js';
import { passwordRoutes } from './modules/auth/password-routes.js';
import { createPasswordService } from './modules/auth/password-service.js';
import { authRoutes } from './modules/auth/routes.js';
import { createCustomers } from './modules/billing/customers.js';
import { createInvoiceService } from './modules/billing/invoice-service.js';
import { createNumbering } from './modules/billing/numbering.js';
import { billingRoutes } from './modules/billing/routes.js';
import { startSaveThread } from './modules/billing/save-thread.js';
import { billingStepRoutes } from './modules/billing/step-routes.js';
import { createCatalogueService } from './modules/catalogue/service.js';
import { createCatalogueBrands } from './modules/console-catalogue/brands.js';
import { createCatalogueHistory } from './modules/console-catalogue/history.js';
import { createCatalogueImport } from './modules/console-catalogue/import.js';
import { createCatalogueLevels } from './modules/console-catalogue/levels.js';
import { createCatalogueModels } from './modules/console-catalogue/models.js';
import { consoleCatalogueRoutes } from './modules/console-catalogue/routes.js';
import { consoleExports } from './modules/console-download/exports.js';
import { consoleDownloadRoutes } from './modules/console-download/routes.js';
import { consoleFaqRoutes } from './modules/console-faq/routes.js';
import { createConsoleFaq } from './modules/console-faq/service.js';
import { campaignRoutes } from './modules/console-leads/campaign-routes.js';
import { createCampaigns } from './modules/console-leads/campaigns.js';
import { createLeads } from './modules/console-leads/leads.js';
import { leadsRoutes } from './modules/console-leads/routes.js';
import { createSignUpAttribution } from './modules/console-leads/sign-up-attribution.js';
import { consoleMessagesRoutes } from './modules/console-messages/routes.js';
import { createConsoleMessages } from './modules/console-messages/service.js';
import { createConsoleReports } from './modules/console-reports/figures.js';
import { consoleReportsRoutes } from './modules/console-reports/routes.js';
import { consoleRetailersRoutes } from './modules/console-retailers/routes.js';
import { createConsoleRetailers } from './modules/console-retailers/service.js';
import { createGiftCardOffers } from './modules/console-rewards/gift-cards.js';
import { createRedemptionsQueue } from './modules/console-rewards/redemptions.js';
import { createRewardSettings } from './modules/console-rewards/reward-settings.js';
import { consoleRewardsRoutes } from './modules/console-rewards/routes.js';
import { createSurveyQuestions } from './modules/console-survey/questions.js';
import { createSurveyResponses } from './modules/console-survey/responses.js';
import { consoleSurveyRoutes } from './modules/console-survey/routes.js';
import { createReminderSchedule } from './modules/creditbook/reminder-schedule.js';
import { creditBookRoutes } from './modules/creditbook/routes.js';
import { createCreditBookService } from './modules/creditbook/service.js';
import { devRoutes } from './modules/dev/routes.js';
import { distributorsRoutes } from './modules/distributors/routes.js';
import { createDistributorsService } from './modules/distributors/service.js';
import { createProfitAndLoss } from './modules/expenses/profit-loss.js';
import { createExpenseMails } from './modules/expenses/report-mails.js';
import { expensesRoutes } from './modules/expenses/routes.js';
import { createExpensesService } from './modules/expenses/service.js';
import { filesRoutes } from './modules/files/routes.js';
import { createInventoryOverview } from './modules/inventory/overview.js';
import { inventoryRoutes } from './modules/inventory/routes.js';
import { createInventoryService } from './modules/inventory/service.js';
import { invoicesRoutes } from './modules/invoices/routes.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { createNotificationsService } from './modules/notifications/service.js';
import { referenceRoutes } from './modules/reference/routes.js';
import { createReferenceService } from './modules/reference/service.js';
import { createGstrReports } from './modules/reports/gstr.js';
import { gstrRoutes } from './modules/reports/gstr-routes.js';
import { ledgerRoutes } from './modules/reports/ledger-routes.js';
import { createMonthCache } from './modules/reports/month-cache.js';
import { createReportMail } from './modules/reports/report-mail.js';
import { reportsRoutes } from './modules/reports/routes.js';
import { createSalesAnalysis } from './modules/reports/sales-analysis.js';
import { createSalesReport } from './modules/reports/sales-report.js';
import { createTodaySummary } from './modules/reports/today-summary.js';
import { createHierarchy } from './modules/retailer-managers/hierarchy.js';
import { createManagerScope } from './modules/retailer-managers/manager-scope.js';
import { createMapping } from './modules/retailer-managers/mapping.js';
import { mappingRoutes } from './modules/retailer-managers/mapping-routes.js';
import { createRmRetailers } from './modules/retailer-managers/rm-retailers.js';
import { rmRoutes } from './modules/retailer-managers/routes.js';
import { createInvoicePoints } from './modules/rewards/invoice-points.js';
import { rewardsRoutes } from './modules/rewards/routes.js';
import { createRewardsService } from './modules/rewards/service.js';
import { sessionsRoutes } from './modules/sessions/routes.js';
import { createSessionsService } from './modules/sessions/service.js';
import { consoleSettingsRoutes } from './modules/settings/console-routes.js';
import { createConsoleSettings } from './modules/settings/console-settings.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { createSettingsService } from './modules/settings/service.js';
import { createSmsCampaigns } from './modules/sms-wallet/campaigns.js';
import { smsDevRoutes } from './modules/sms-wallet/dev-routes.js';
import { smsInboundRoutes } from './modules/sms-wallet/inbound-routes.js';
import { createSmsPurchases } from './modules/sms-wallet/purchases.js';
import { smsWalletRoutes } from './modules/sms-wallet/routes.js';
import { smsSenderRoutes } from './modules/sms-wallet/sender-routes.js';
import { smsWebhookRoutes } from './modules/sms-wallet/webhook-routes.js';
import { createAuditLog } from './modules/staff/audit-log.js';
import { staffRoutes } from './modules/staff/routes.js';
import { createStaffService } from './modules/staff/service.js';
import { createStaffUsers } from './modules/staff/staff-users.js';
import { staffUsersRoutes } from './modules/staff/staff-users-routes.js';
import { createTotp } from './modules/staff/totp.js';
import { subUsersRoutes } from './modules/sub-users/routes.js';
import { createSubUsersService } from './modules/sub-users/service.js';
import { rmTicketsRoutes } from './modules/support-tickets/rm-routes.js';
import { supportTicketsRoutes } from './modules/support-tickets/routes.js';
import { createSupportTickets } from './modules/support-tickets/service.js';
import { surveyRoutes } from './modules/survey/routes.js';
import { createSurveyService } from './modules/survey/service.js';
import { profileRoutes } from './modules/users/profile-routes.js';
import { createProfileService } from './modules/users/profile-service.js';
import { registrationRoutes } from './modules/users/registration-routes.js';
import { createRegistrationService } from './modules/users/registration-service.js';
import { usersRoutes } from './modules/users/routes.js';
import { createUsersService } from './modules/users/service.js';
import { createGuards } from './platform/auth/guards.js';
import { createSessions } from './platform/auth/sessions.js';
import { createTokenSigner } from './platform/auth/tokens.js';
import { registerWebSession } from './platform/auth/web-session.js';
import { type Clock, systemClock } from './platform/clock.js';
import { compiledValidatorCompiler } from './platform/compiled-validation.js';
import { registerErrorHandling } from './platform/errors.js';
import { answerClientError, answerFrameworkError } from './platform/framework-errors.js';
import { createTransact } from './platform/group-commit.js';
import { createOutboxWorker } from './platform/outbox.js';
import { OneLinePerRequest } from './platform/request-log.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { serveWebApp } from './platform/web-app.js';
import { createCodeCipher } from './providers/gift-cards/code-cipher.js';
import { createDevGiftCards } from './providers/gift-cards/dev-gift-cards.js';
import type { GiftCardProvider } from './providers/gift-cards/gift-card-provider.js';
import { createWoohooGiftCards } from './providers/gift-cards/woohoo-gift-cards.js';
import { createDevMail } from './providers/mail/dev-mail.js';
import type { MailProvider } from './providers/mail/mail-provider.js';
import { createSmtpMail } from './providers/mail/smtp-mail.js';
import { createDevPayments } from './providers/payments/dev-payments.js';
import type { PaymentProvider } from './providers/payments/payment-provider.js';
import { createRazorpayPayments } from './providers/payments/razorpay-payments.js';
import { createDevSms } from './providers/sms/dev-sms.js';
import { createHttpSms } from './providers/sms/http-sms.js';
import type { SmsProvider } from './providers/sms/sms-provider.js';
import { createDevSocial } from './providers/social/dev-social.js';
import { createRealSocial } from './providers/social/real-social.js';
import type { SocialVerifier } from './providers/social/social-verifier.js';

export type AppOptions = {
  config: Config;
  database: DbHandle;
  clock?: Clock;
  sms?: SmsProvider;
  mail?: MailProvider;
  social?: SocialVerifier;
  /** Gift vouchers (redemptions and survey rewards); by default the one config chooses. */
  giftCards?: GiftCardProvider;
  payments?: PaymentProvider;
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /**
   * Run billing/saveInvoice on the bill writer thread (billing/save-thread.ts), which opens
   * `config.databaseUrl` itself: a SQLite file, not `:memory:`. main.ts turns it on for SQLite.
   */
  saveOnWriterThread?: boolean;
};

export const API_PREFIX = '/api/v3';

/** A staff console call and the section its guard requires (null: any signed-in staff). */
export type ConsoleRoute = { method: string; url: string; section: StaffPermission | null };

// Every route guarded by guards.staff(), as it is registered: the console's whole surface, which
// console-access.test.ts tries with every role.
function collectConsoleRoutes(app: FastifyInstance): ConsoleRoute[] {
  const routes: ConsoleRoute[] = [];
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat() as ({ staffSection?: StaffPermission | null } | undefined)[];
    const guard = hooks.find((hook) => hook && 'staffSection' in hook);
    if (!guard) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, section: guard.staffSection ?? null });
  });
  return routes;
}

// Builds the whole application without listening, so tests drive it with inject() and main.ts adds
// only the socket and the signals.
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const { db, dialect } = database;
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // Secrets never reach a log line: tokens travel in headers, passwords and OTPs in bodies
      // (which Fastify does not log).
      redact: ['req.headers["auth-token"]', 'req.headers.authorization', 'req.headers.cookie'],
      // Log lines are gathered into writes of about 4 kB, written at least every 100 ms. Written one
      // by one, each line was a trip through libuv's thread pool: under 64 concurrent saves the
      // main thread spent 0.34 ms per save instead of 0.30 (docs/performance.md). pino writes out
      // what is left when the process exits; a SIGKILL loses at most the last 100 ms of lines.
      stream: pino.destination({ dest: 1, minLength: 4096, periodicFlush: 100 }),
    },
    logController: new OneLinePerRequest(),
    bodyLimit: 3 * 1024 * 1024,
    // The spec's clients call 'user/resendOtp/' with a trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals made before any route runs, in the envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(compiledValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const consoleRoutes = collectConsoleRoutes(app);
  await registerSecurityHeaders(app, config);
  await registerWebSession(app, config);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Galla API',
        version: '3',
        description: 'GST billing and shop management. Envelope: { status, message?, error?, data? }.',
      },
      servers: [],
      components: {
        securitySchemes: {
          authToken: { type: 'apiKey', in: 'header', name: 'auth-token' },
          // The web app's session (platform/auth/web-session.ts); counts only with x-client: web.
          webSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'galla-session',
            description:
              'Set by login for x-client: web (HttpOnly, SameSite=Strict; __Host-galla-session on https). Accepted only with the x-client: web header from the app origin.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The app's policy, except that Swagger UI writes a <style> of its own without a nonce: this
    // developer page alone allows inline styles (still no inline script).
    staticCSP: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  });

  // Providers: the dev ones need no network; real adapters are chosen by configuration.
  const sms =
    options.sms ??
    (config.sms.provider === 'http'
      ? createHttpSms({
          url: config.sms.gatewayUrl!,
          apiKey: config.sms.gatewayKey!,
          senderId: config.sms.senderId,
        })
      : createDevSms());
  const mail =
    options.mail ??
    (config.mail.provider === 'smtp'
      ? createSmtpMail({ url: config.mail.smtpUrl!, from: config.mail.from })
      : createDevMail());
  const giftCards =
    options.giftCards ??
    (config.giftCards.provider === 'woohoo'
      ? createWoohooGiftCards({
          baseUrl: config.giftCards.apiUrl!,
          clientId: config.giftCards.clientId!,
          clientSecret: config.giftCards.clientSecret!,
          categoryId: config.giftCards.categoryId,
        })
      : createDevGiftCards({ db, clock, cipher: createCodeCipher(config.giftCards.codeKey) }));
  const devPayments = config.payments.provider === 'dev' ? createDevPayments() : undefined;
  const payments =
    options.payments ??
    (config.payments.provider === 'razorpay' ? createRazorpayPayments(config.payments) : devPayments!);
  const devSocial = config.social.provider === 'dev' ? await createDevSocial() : undefined;
  const social = options.social ?? devSocial ?? createRealSocial(config.social);
  const outbox = createOutboxWorker({
    db,
    dialect,
    clock,
    sms,
    mail,
    log: app.log,
    keepSecrets: config.env !== 'production',
  });

  const sessions = createSessions({
    db,
    clock,
    signer: createTokenSigner(config.jwtSecret),
    days: config.sessionDays,
    idleDays: config.sessionIdleDays,
  });
  const userSessions = createSessionsService({ db, clock, defaultIdleDays: config.sessionIdleDays });
  const reference = createReferenceService(db);
  const users = createUsersService({ db, clock, reference });
  const notifications = createNotificationsService({ db, clock });
  const catalogue = createCatalogueService({ db, dialect });
  const inventory = createInventoryService({
    db,
    dialect,
    clock,
    catalogue,
    reference,
    shops: { isGst: users.isGst },
  });
  const overview = createInventoryOverview({ db, clock });
  const todaySummary = createTodaySummary({ db, clock });
  const reportMail = createReportMail({ db, clock, onEnqueued: outbox.poke });
  const monthCache = createMonthCache({ db, clock });
  const salesAnalysis = createSalesAnalysis({ db, clock, overview, cache: monthCache });
  const salesReport = createSalesReport({ db, analysis: salesAnalysis, reportMail });
  const gstr = createGstrReports({ db, dialect, clock, cache: monthCache });
  const distributors = createDistributorsService({ db, clock, reference });
  const creditBook = createCreditBookService({ db, dialect, clock, onEnqueued: outbox.poke });
  const reminders = createReminderSchedule({ db, dialect, clock, log: app.log, onEnqueued: outbox.poke });
  const expenses = createExpensesService({ db, clock });
  const giftCardOffers = createGiftCardOffers({ db, clock, giftCards });
  const rewards = createRewardsService({
    db,
    dialect,
    clock,
    giftCards,
    offered: giftCardOffers.offered,
    onEnqueued: outbox.poke,
  });
  const redemptions = createRedemptionsQueue({ db, rewards });
  const profitAndLoss = createProfitAndLoss({ db });
  const expenseMails = createExpenseMails({ expenses, profitAndLoss, reportMail });
  const customers = createCustomers({ db, clock });
  const numbering = createNumbering({ db, clock });
  const saveThread = options.saveOnWriterThread
    ? await startSaveThread({ databaseUrl: config.databaseUrl, log: app.log })
    : undefined;
  if (saveThread) app.addHook('onClose', () => saveThread.close());
  const inThreadInvoices = createInvoiceService({
    db,
    clock,
    customers,
    numbering,
    transact: createTransact(db, dialect),
    credits: creditBook,
    points: createInvoicePoints(),
  });
  const invoices = saveThread ? { ...inThreadInvoices, save: saveThread.save } : inThreadInvoices;
  const profiles = createProfileService({ db, clock, reference, users });
  const totp = createTotp({ db, clock });
  const staff = createStaffService({ db, clock, sessions, totp });
  const auditLog = createAuditLog({ db });
  const staffUsers = createStaffUsers({ db, clock, sessions });
  const consoleRetailers = createConsoleRetailers({ db, clock, sessions });
  // managerScope.scopeOf + managedShopsFilter narrow other sections' lists to a manager's retailers.
  const managerScope = createManagerScope({ db });
  const hierarchy = createHierarchy({ db, clock, scope: managerScope });
  const rmRetailers = createRmRetailers({ db, clock, scope: managerScope });
  const mapping = createMapping({ db, dialect, clock });
  const supportTickets = createSupportTickets({ db, clock });
  const guards = createGuards(sessions, { retailer: users.principal, staff: staff.principal });
  const otp = createOtpService({ db, dialect, clock, secret: config.jwtSecret, onEnqueued: outbox.poke });
  const subUsers = createSubUsersService({ db, clock, otp, sessions });
  const login = createLoginService({
    users,
    otp,
    sessions,
    social,
    throttle: createLoginThrottle({ db, clock }),
  });
  const consoleSettings = createConsoleSettings({ db, clock, supportPhone: config.supportPhone });
  const rewardSettings = createRewardSettings({ db, consoleSettings, giftCards });
  const registration = createRegistrationService({
    db,
    clock,
    sessions,
    users,
    reference,
    social,
    newShopConfiguration: consoleSettings.newShopConfiguration,
    afterSignUp: createSignUpAttribution({ clock }),
  });
  const consoleMessages = createConsoleMessages({
    db,
    clock,
    notifications,
    smsEnabled: async () => (await consoleSettings.read()).sms,
    onEnqueued: outbox.poke,
  });
  const consoleFaq = createConsoleFaq({ db, clock });
  const surveyQuestions = createSurveyQuestions({ db, clock });
  const surveyResponses = createSurveyResponses({ db, questions: surveyQuestions });
  const leads = createLeads({ db, clock });
  const campaigns = createCampaigns({ db, clock });
  const passwords = createPasswordService({ users, otp, sessions, clock, secret: config.jwtSecret });
  const survey = createSurveyService({
    db,
    clock,
    social,
    giftCards,
    log: app.log,
    onEnqueued: outbox.poke,
  });
  const smsPurchases = createSmsPurchases({
    db,
    clock,
    payments,
    senderId: config.sms.senderId,
    log: app.log,
  });
  const smsCampaigns = createSmsCampaigns({
    db,
    clock,
    senderId: config.sms.senderId,
    onEnqueued: outbox.poke,
  });
  const settings = createSettingsService({
    db,
    env: config.env,
    supportPhone: config.supportPhone,
    social: config.social,
  });

  await app.register(
    async (api) => {
      await api.register(settingsRoutes, { settings });
      await api.register(referenceRoutes, {
        reference,
        selectedCategories: async (request: FastifyRequest) => {
          await guards.optionalRetailer()(request);
          return request.retailer ? users.selectedCategoryIds(request.retailer.shopId) : undefined;
        },
      });
      await api.register(authRoutes, { login, otp, users, subUsers, sessions, guards });
      await api.register(passwordRoutes, { passwords, guards });
      await api.register(sessionsRoutes, { userSessions, guards });
      await api.register(registrationRoutes, { registration });
      await api.register(usersRoutes, { users, guards });
      await api.register(profileRoutes, { profiles, guards });
      await api.register(filesRoutes, { db });
      await api.register(subUsersRoutes, { subUsers, guards });
      await api.register(notificationsRoutes, { notifications, guards });
      await api.register(inventoryRoutes, { inventory, catalogue, overview, guards });
      await api.register(distributorsRoutes, { distributors, guards });
      await api.register(creditBookRoutes, { creditBook, guards });
      await api.register(expensesRoutes, { expenses, profitAndLoss, mails: expenseMails, clock, guards });
      await api.register(reportsRoutes, { todaySummary, guards });
      await api.register(ledgerRoutes, { analysis: salesAnalysis, salesReport, guards });
      await api.register(gstrRoutes, { gstr, guards });
      await api.register(billingRoutes, {
        db,
        clock,
        guards,
        customers,
        numbering,
        invoices,
        isGst: users.isGst,
      });
      await api.register(billingStepRoutes, { db, clock, guards, customers, numbering, invoices });
      await api.register(invoicesRoutes, {
        db,
        clock,
        guards,
        publicUrl: config.publicUrl,
        onEnqueued: outbox.poke,
      });
      await api.register(surveyRoutes, { survey, db, clock, publicUrl: config.publicUrl });
      await api.register(staffRoutes, { staff, totp, auditLog, sessions, guards });
      await api.register(consoleSettingsRoutes, { consoleSettings, guards });
      await api.register(staffUsersRoutes, { staffUsers, guards });
      await api.register(consoleReportsRoutes, {
        consoleReports: createConsoleReports({ db, dialect, clock }),
        guards,
      });
      await api.register(consoleDownloadRoutes, { exports: consoleExports({ db }), clock, guards });
      await api.register(consoleRetailersRoutes, { consoleRetailers, guards });
      await api.register(consoleMessagesRoutes, { consoleMessages, guards });
      await api.register(consoleFaqRoutes, { consoleFaq, guards });
      await api.register(consoleSurveyRoutes, {
        questions: surveyQuestions,
        responses: surveyResponses,
        guards,
      });
      await api.register(rmRoutes, { hierarchy, rmRetailers, guards });
      await api.register(mappingRoutes, { mapping, guards });
      await api.register(consoleCatalogueRoutes, {
        levels: createCatalogueLevels({ db, dialect, clock }),
        brands: createCatalogueBrands({ db, dialect, clock }),
        models: createCatalogueModels({ db, dialect, clock }),
        history: createCatalogueHistory({ db }),
        importer: createCatalogueImport({ db, dialect, clock }),
        guards,
      });
      await api.register(leadsRoutes, { db, leads, guards });
      await api.register(campaignRoutes, { campaigns, guards });
      await api.register(supportTicketsRoutes, { db, guards, ...supportTickets });
      await api.register(rmTicketsRoutes, { guards, ...supportTickets });
      await api.register(rewardsRoutes, { rewards, guards });
      await api.register(consoleRewardsRoutes, { rewardSettings, giftCardOffers, redemptions, guards });
      await api.register(smsWalletRoutes, {
        db,
        guards,
        purchases: smsPurchases,
        campaigns: smsCampaigns,
        overview,
        payments,
        senderId: config.sms.senderId,
      });
      await api.register(smsSenderRoutes, { db, guards, clock, senderId: config.sms.senderId });
      await api.register(smsWebhookRoutes, { purchases: smsPurchases });
      await api.register(smsInboundRoutes, { campaigns: smsCampaigns, inboundKey: config.sms.inboundKey });
      if (config.env !== 'production') {
        await api.register(devRoutes, { db, devSocial, notifications });
        await api.register(smsDevRoutes, { db, guards, devPayments });
      }
    },
    { prefix: API_PREFIX },
  );

  serveWebApp(app, config);
  await app.ready();
  return {
    app,
    consoleRoutes,
    outbox,
    reminders,
    services: {
      sessions,
      users,
      profiles,
      subUsers,
      notifications,
      otp,
      login,
      passwords,
      staff,
      managerScope,
      reference,
      settings,
      expenses,
      profitAndLoss,
      reportMail,
      survey,
      rewards,
      giftCards,
    },
  };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
