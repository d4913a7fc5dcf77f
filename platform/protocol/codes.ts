/**
 * The response codes of the wire protocol (spec §8, DESIGN.md §4).
 *
 * `0` is success. Every other code has a localized message under the i18n key
 * `errors:<code>` (platform/i18n/locales/errors.ts) and an HTTP status the server
 * answers with. The session-invalid codes are the spec's own list.
 */
export const Code = {
  OK: 0,

  // --- session (spec §8 session-invalid list) ---
  /** No token, or a token the server does not know. Triggers refresh-and-replay. */
  TOKEN_INVALID: 1130001,
  /** The access token has expired (2 h). Triggers refresh-and-replay. */
  TOKEN_EXPIRED: 1130002,
  /** The session was revoked (reused refresh token, disabled account): cleared at once. */
  SESSION_REVOKED: 1130008,
  /** The refresh token is unknown, expired or already used. */
  REFRESH_INVALID: 1130009,

  // --- generic ---
  /** Input failed validation against the call's contract. */
  BAD_REQUEST: 1000400,
  /** The caller lacks the permission the call's contract names. */
  FORBIDDEN: 1000403,
  /** No such call, or no such record. */
  NOT_FOUND: 1000404,
  /** A record with the same unique value (a code, a name …) exists; `value` names it. */
  DUPLICATE: 1000409,
  /** Unexpected failure; never a bare 500 with a stack. */
  SERVER_ERROR: 1000500,
  /**
   * The database cannot be reached (down, restarting, connections refused or cut, a
   * statement over its time limit): HTTP 503 with `Retry-After`; nothing was changed
   * unless the call was already committed (server/db/unavailable.ts).
   */
  SERVICE_UNAVAILABLE: 1000690,

  // --- request signing (DESIGN.md §4) ---
  SIGN_MISSING: 1000201,
  SIGN_UNKNOWN_APP: 1000202,
  SIGN_INVALID: 1000203,
  SIGN_STALE: 1000204,
  SIGN_REPLAYED: 1000205,
  /** The nonce is not exactly 32 characters of [A-Za-z0-9] (spec §9). */
  SIGN_NONCE_INVALID: 1000206,

  // --- accounts and passwords (spec §5) ---
  LOGIN_FAILED: 1100001,
  ACCOUNT_DISABLED: 1100002,
  ACCOUNT_LOCKED: 1100003,
  CAPTCHA_REQUIRED: 1100004,
  CAPTCHA_WRONG: 1100005,
  /** Too many calls from one address or for one account within the window (HTTP 429, Retry-After). */
  RATE_LIMITED: 1000640,
  PASSWORD_RULE: 1100010,
  PASSWORD_CHINESE: 1100011,
  PASSWORD_MISMATCH: 1100012,
  OLD_PASSWORD_WRONG: 1100013,

  // --- single sign-on (CAS 3.0, server/modules/cas/) ---
  /** Single sign-on is not the login mode, or no CAS server is configured. */
  CAS_NOT_CONFIGURED: 1100020,
  /** A `service` or `redirectUrl` outside our own origins. */
  CAS_SERVICE_INVALID: 1100021,
  /** The CAS server refused the ticket (unknown, used, expired, or for another service). */
  CAS_TICKET_INVALID: 1100022,
  /** The CAS user has no local account. */
  CAS_USER_UNKNOWN: 1100023,
  /** The CAS server did not answer in time or answered something unreadable. */
  CAS_UNAVAILABLE: 1100024,

  // --- users and organisations (server/modules/org/) ---
  /** The account is taken (accounts are unique case-insensitively). */
  ACCOUNT_EXISTS: 1200001,
  /** An organisation with sub-organisations cannot be deleted. */
  ORG_HAS_CHILDREN: 1200002,
  /** An organisation with users cannot be deleted. */
  ORG_HAS_USERS: 1200003,
  /** An organisation's parent cannot be itself or one below it. */
  ORG_PARENT_INVALID: 1200004,
  /**
   * A record still in use cannot be deleted (`count`): a position, identity or role held by
   * users; with `context` buildings | floors | sites | reservations (and `name`), a campus,
   * building, floor, scene or site with dependants (messages `errors:1200005_<context>`).
   */
  RECORD_IN_USE: 1200005,
  /** A user with bookings cannot be deleted (disable the account instead). */
  USER_HAS_BOOKINGS: 1200006,
  /** The action is not allowed on one's own account (delete, disable). */
  NOT_ON_SELF: 1200007,
  /** The action would leave no active administrator. */
  LAST_ADMIN: 1200008,

  // --- roles, applications and menus (server/modules/permission/) ---
  /** The role `admin` holds everything: it cannot be deleted, re-coded or granted. */
  ROLE_PROTECTED: 1210001,
  /** The default application cannot be deleted or disabled. */
  APP_DEFAULT_PROTECTED: 1210002,
  /** An application that still has menus cannot be deleted. */
  APP_HAS_MENUS: 1210003,
  /** A disabled application cannot become the default one. */
  APP_DISABLED: 1210004,
  /** The application is not in the menu base, so there is nothing to restore it from. */
  APP_NOT_IN_BASE: 1210005,
  /** A menu's parent must be a folder or page of the same application, not the node itself or below it. */
  MENU_PARENT_INVALID: 1210006,

  // --- booking ---
  /** The slot is already booked (exclusion constraint, SQLSTATE 23P01). */
  SLOT_TAKEN: 2000001,
  /** The requested range starts in the past. */
  SLOT_PAST: 2000002,
  /** The requested range is outside the site's opening hours. */
  SLOT_CLOSED: 2000003,
  /** The range is not whole slots, ends before it starts, or spans days. */
  RANGE_INVALID: 2000004,
  SITE_NOT_FOUND: 2000005,
  RESERVATION_NOT_FOUND: 2000006,
  /**
   * The reservation statechart refuses an action in the booking's state: params `id`,
   * `state` (a status, localized by the gateway) and `action` (approve, reject, cancel,
   * checkIn, noShow, extend, endEarly, complete; named by audit:action.*).
   */
  ACTION_NOT_ALLOWED: 2000008,
  /**
   * Check-in outside the booking's check-in window: params `id`, `opens`, `closes` (`YYYY-MM-DD HH:mm`, campus time).
   */
  CHECK_IN_OUTSIDE_WINDOW: 2000009,
  /** A card swipe found no booking of `account` on `site` whose check-in window is open now. */
  CHECK_IN_NOTHING_OPEN: 2000010,
  /** A date range ends before it starts or covers more than `max` days (a scene's slots, /api/reserve/scene/period). */
  DATE_RANGE_INVALID: 2000011,

  // --- opening rules and closures (server/modules/open-rule/) ---
  /** An opening range closes at or before it opens (`weekDay`, `open`, `close`). */
  OPENING_RANGE_INVALID: 2100001,
  /** Two opening ranges of one day overlap (`weekDay`, `open`, `close`, `other`). */
  OPENING_OVERLAP: 2100002,
  /** An opening range is not a whole number of slots (`weekDay`, `open`, `close`, `slotMinutes`). */
  OPENING_NOT_WHOLE_SLOTS: 2100003,
  /** The day is closed by a closure (`site`, `startDate`, `endDate`, `reason`). */
  SITE_CLOSED: 2100004,

  // --- venue resources (server/modules/assets/) ---
  /**
   * A site's new kind or capacity is below what its future active bookings use at one
   * time (`site`, `needed` = the most bookings at one time, `capacity` = the new value).
   */
  SITE_CAPACITY_IN_USE: 2200001,

  // --- reservation rules (server/modules/rules/): each names the rule it applies ---
  /** The rule admits only some organisations, roles or identities (`who`: their names). */
  RULE_NOT_ELIGIBLE: 2300001,
  /** Beyond the rule's booking window (`days`, `lastDate`). */
  RULE_TOO_FAR_AHEAD: 2300002,
  /** The day's bookings are not open yet (`forDate`, `opensDate`, `opensTime`). */
  RULE_NOT_OPEN_YET: 2300003,
  /** Shorter than the rule allows (`minutes`). */
  RULE_TOO_SHORT: 2300004,
  /** Longer than the rule allows (`minutes`). */
  RULE_TOO_LONG: 2300005,
  /** The booker's bookings that day reach the rule's limit (`count`, `limit`, `onDate`). */
  RULE_PER_DAY: 2300006,
  /** The booker's bookings that week reach the rule's limit (`count`, `limit`, `weekDate`: the Monday). */
  RULE_PER_WEEK: 2300007,
  /** Fewer participants than the rule asks for (`min`, `count`). */
  PARTICIPANTS_TOO_FEW: 2300008,
  /** More participants than the rule allows (`max`, `count`). */
  PARTICIPANTS_TOO_MANY: 2300009,
  /** The notices and disclaimers were not accepted in their current versions (details: `required`). */
  NOTICE_NOT_ACCEPTED: 2300010,

  // --- holds (server/modules/reserve/holds.ts) ---
  /** Someone else holds (part of) the range while they fill the form (`untilTime`: when the hold ends). */
  SLOT_HELD: 2310001,
  /** No such hold of the caller (released or expired). */
  HOLD_NOT_FOUND: 2310002,

  // --- cross-day and multi-day bookings (server/modules/reserve/cross-day.ts, booking.service.ts) ---
  /** The site's reservation rule does not allow cross-day bookings. */
  CROSS_DAY_NOT_ALLOWED: 2370001,
  /** A cross-day booking touches more days (`days`) than the rule allows (`limit`). */
  CROSS_DAY_TOO_MANY: 2370002,
  /**
   * One day of a multi-day booking cannot be booked, so none is (`onDate`; `reason`: that
   * day's refusal, localized; details: `date`, `code`).
   */
  DAYS_DAY_REFUSED: 2370003,

  // --- credit (server/modules/credit/) ---
  /** The booker is barred after falling below the credit threshold (`score`, `untilDate`, `untilTime`). */
  CREDIT_BARRED: 2320001,

  // --- quotas (server/modules/quota/) ---
  /**
   * The booking would exceed a quota (`name`, `unit` minutes | count — shown as hours or
   * bookings —, `used`, `limit`, `firstDate`, `lastDate` of the period).
   */
  QUOTA_EXCEEDED: 2330001,

  // --- waitlist (server/modules/waitlist/) ---
  /** The site's reservation rule has no waitlist. */
  WAITLIST_NOT_ALLOWED: 2390001,
  /** The range is free: book it instead. */
  WAITLIST_NOT_NEEDED: 2390002,
  /** The caller already waits for this range. */
  WAITLIST_ALREADY: 2390003,
  /** No such waiting entry of the caller. */
  WAITLIST_NOT_FOUND: 2390004,

  // --- people: favourite groups, user search, participants (server/modules/people/, reserve-details/);
  // participant counts use PARTICIPANTS_TOO_FEW / PARTICIPANTS_TOO_MANY above ---
  /** The favourite group does not exist or is not the caller's (`id`): another user's group is never revealed. */
  FAVORITE_GROUP_NOT_FOUND: 2340001,
  /** The user is already a member of the favourite group (`name`). */
  FAVORITE_MEMBER_EXISTS: 2340002,
  /** No enabled user has this id (`id`). */
  USER_NOT_FOUND: 2340003,
  /** One cannot add oneself to one's own favourite group, nor to one's own booking's participants. */
  PEOPLE_NOT_SELF: 2340004,
  /** The same user is listed twice among the participants (`name`). */
  PARTICIPANT_DUPLICATE: 2340005,
  /** More than one participant is marked as the leader. */
  PARTICIPANT_LEADERS: 2340006,
  /**
   * The booking can no longer be changed (`id`, `state`): only pending or booked ones
   * before they start; with `context` `started` (messages `errors:2340007_started`) it has started.
   */
  RESERVATION_NOT_EDITABLE: 2340007,
  /** The booking (`id`) has no participant `participantId` (/api/reserve/leader). */
  PARTICIPANT_NOT_FOUND: 2340008,

  // --- booking rules and venue extras (server/modules/rules/, term/, notice/, venue-extras/) ---
  /**
   * A reservation rule's fields contradict each other; `context` names the problem
   * (RULE_PROBLEMS of platform/contracts/rules.contract.ts, messages `errors:2350001_<context>`).
   */
  RULE_INVALID: 2350001,
  /** The default reservation rule cannot be deleted or disabled (`name`); make another rule the default first. */
  RULE_DEFAULT_PROTECTED: 2350002,
  /**
   * A reservation rule still applies to `count` scenes or sites (`name`): it cannot be deleted or disabled until
   * unbound.
   */
  RULE_IN_USE: 2350003,
  /** A disabled reservation rule cannot be bound or made the default (`name`). */
  RULE_DISABLED: 2350004,
  /** A range ends before it starts; `context` term (dates) | period (times). */
  RANGE_ORDER_INVALID: 2350010,
  /** A range overlaps another of its kind (`name`, `other`); `context` term | period. */
  RANGE_OVERLAP: 2350011,
  /**
   * An uploaded photo is refused; `context` type (not JPEG/PNG/WebP) | size (over `max` bytes) | content (bytes are not
   * the named type) | empty | count (the site has `max` already).
   */
  MEDIA_INVALID: 2350020,
  /** A site can only lie in a room of its own floor (`room`, `site`). */
  ROOM_FLOOR_MISMATCH: 2350021,

  // --- credit and quota administration (server/modules/credit/, quota/) ---
  /** A credit rule's threshold is above its initial score (`threshold`, `initialScore`). */
  CREDIT_RULE_INVALID: 2360001,
  /** The scene (`scene`) has a credit rule already; `context` default: there is a default rule already. */
  CREDIT_RULE_EXISTS: 2360002,
  /** The bar of user `name` has already ended or been lifted. */
  BAR_NOT_ACTIVE: 2360003,
  /**
   * A quota override names the wrong kind of subject: `context` user (the rule counts per user) | org (per
   * organisation).
   */
  QUOTA_OVERRIDE_SUBJECT: 2360004,

  // --- quick booking, period booking, copy (server/modules/quick/) ---
  /** A period series had no free date left to book (`count`: the dates asked). */
  PERIOD_NOTHING_FREE: 2380001,
  /** A year term or class period of a period series is unknown or disabled. */
  PERIOD_INPUT_UNKNOWN: 2380002,
  /** A period series covers more dates × class periods than one request may (`max`). */
  PERIOD_TOO_MANY: 2380003,

  // --- forms and approval workflows (server/modules/workflow/) ---
  /**
   * A form definition is refused; `context` names the problem (duplicateField | options | limits | empty),
   * `field` the field id (messages `errors:2410001_<context>`).
   */
  FORM_INVALID: 2410001,
  /** A submission does not fit its form: `field` (field id) and `context` the zod issue kind. */
  FORM_VALUES_INVALID: 2410002,
  /**
   * A workflow definition fails its check; `node` names the node and `context` the problem
   * (WORKFLOW_PROBLEMS of machines/workflow-process.validate.ts, messages `errors:2410003_<context>`).
   */
  WORKFLOW_INVALID: 2410003,
  /** The caller may not start this form (not among its organisations or roles, or it is disabled / unpublished). */
  FORM_NOT_STARTABLE: 2410004,
  /** A form group still holds forms (`count`): it cannot be deleted. */
  FORM_GROUP_IN_USE: 2410005,
  /** No process with this id in the caller's view. */
  PROCESS_NOT_FOUND: 2410010,
  /** No open task of the caller with this id. */
  TASK_NOT_FOUND: 2410011,
  /** The process's machine does not accept this step in its state (`state`, `event`). */
  PROCESS_ACTION_NOT_ALLOWED: 2410012,
  /** A CUSTOM node on the path needs the initiator's choice of approvers (`node`). */
  CANDIDATE_REQUIRED: 2410013,
  /** A chosen approver is outside the node's select range (`node`, `userId`). */
  CANDIDATE_OUT_OF_RANGE: 2410014,
  /** The initiator urged this process less than an hour ago (`retryAt`, ISO time). */
  URGE_TOO_SOON: 2410015,

  // --- meeting receipts (server/modules/receipt/) ---
  /** The caller is not invited to this booking (or there is no such booking): no receipt of theirs. */
  RECEIPT_NOT_INVITED: 2420001,
  /** Declining needs a reason. */
  RECEIPT_REASON_REQUIRED: 2420002,
  /** The booking is no longer active (`state`: cancelled, rejected …): its receipts cannot be answered. */
  RECEIPT_CLOSED: 2420003,
  /** The booking has started: the answer can no longer change. */
  RECEIPT_STARTED: 2420004,

  // Catering and meeting services (range 2430000–2489999: 2430xxx catalogue and customers,
  // 2440xxx rooms and locks, 2450xxx reserve orders, 2460xxx food delivery, 2470xxx meal
  // vouchers, 2480xxx settlements and statistics).
  /**
   * The order's machine does not accept this step in the order's state (DESIGN.md §5):
   * params `kind` (the machine's i18n namespace: reserveOrder, foodDelivery, mealVoucher,
   * settlement, roomLock), `id`, `state`, `action`. Nothing changes.
   */
  ORDER_STEP_NOT_ALLOWED: 2430000,
  // --- catering catalogue and customers (server/modules/catering/catalogue*.ts) ---
  /**
   * A category or service item with child entries cannot be deleted: params `context`
   * (category | itemForm), `name`, `count`.
   */
  CATALOGUE_HAS_CHILDREN: 2430001,
  /** A merchandise category holding merchandise cannot be deleted: params `name`, `count`. */
  CATEGORY_HAS_MERCHANDISE: 2430002,
  /** A category or service item cannot move under itself or a descendant: params `context`, `name`. */
  CATALOGUE_CYCLE: 2430003,
  /**
   * Merchandise, a service item or a dining standard on an order line cannot be deleted
   * (disable it instead): params `context` (merchandise | itemForm | standard), `name`.
   */
  CATALOGUE_IN_USE: 2430004,
  /** The parent category / item (or merchandise's category) does not exist: params `context`. */
  CATALOGUE_PARENT_MISSING: 2430005,
  /** Another customer has this name: params `name`. */
  CUSTOMER_NAME_TAKEN: 2430006,
  /** An internal customer needs an existing organisation (params `context` missing when the id is unknown). */
  CUSTOMER_ORG_REQUIRED: 2430007,
  /** A customer an order is billed to cannot be deleted (disable it instead): params `name`. */
  CUSTOMER_IN_USE: 2430008,
  /** The dining type is not an entry of the business dictionary mcDiningType: params `value`. */
  DINING_TYPE_UNKNOWN: 2430009,
  /** A dining time range must end after it starts. */
  TIME_RANGE_INVALID: 2430010,
  /** Two enabled ranges of one dining type overlap: params `name`, `other` (name and times). */
  TIME_RANGE_OVERLAP: 2430011,

  // --- meal vouchers (server/modules/meal-voucher/) ---
  /** A ticket type of the application is unknown or disabled (`ticketTypeId`). */
  MEAL_VOUCHER_TICKET_TYPE_UNKNOWN: 2470001,
  /** The customer of the application is unknown or disabled (`customerId`). */
  MEAL_VOUCHER_CUSTOMER_UNKNOWN: 2470002,
  /** The validity ends before it starts, or spans more than 366 days (`validFrom`, `validTo`). */
  MEAL_VOUCHER_RANGE_INVALID: 2470003,
  /** A person of the application is neither an existing account nor a name with an 11-digit phone (`index`). */
  MEAL_VOUCHER_PERSON_INVALID: 2470004,
  /** Rejecting an application needs a reason. */
  MEAL_VOUCHER_REASON_REQUIRED: 2470005,
  /** A voucher code that is malformed or not signed by this server: nobody can mint one. */
  MEAL_VOUCHER_CODE_INVALID: 2470006,
  /** The voucher was already used (`usedAt`, ISO time). */
  MEAL_VOUCHER_USED: 2470007,
  /** The voucher's last valid day has passed (`validToDate`). */
  MEAL_VOUCHER_EXPIRED: 2470008,
  /** The voucher is not valid yet (`validFromDate`). */
  MEAL_VOUCHER_NOT_YET_VALID: 2470009,
  /** The voucher was voided. */
  MEAL_VOUCHER_VOID: 2470010,
  /** The uploaded file is not a readable .xlsx workbook. */
  MEAL_VOUCHER_IMPORT_FILE_INVALID: 2470011,
  /** Import row: no account `account`. */
  MEAL_VOUCHER_ACCOUNT_UNKNOWN: 2470012,
  /** Import row: a person without an account needs a name. */
  MEAL_VOUCHER_NAME_REQUIRED: 2470013,
  /** Import row: the phone is not 11 digits (`phone`). */
  MEAL_VOUCHER_PHONE_INVALID: 2470014,
  /** Import row: the quantity is not a whole number from 1 to 20 (`quantity`). */
  MEAL_VOUCHER_QUANTITY_INVALID: 2470015,
  /** Import row: the ticket type named is unknown (`ticketType`). */
  MEAL_VOUCHER_TICKET_TYPE_NAME_UNKNOWN: 2470016,
  /** Settlement: no redeemed, unsettled voucher of the customer in the period. */
  MEAL_VOUCHER_NOTHING_TO_SETTLE: 2470017,
  /** Distribution failure (task's last_error): the person's account is disabled (`userId`). */
  MEAL_VOUCHER_ACCOUNT_DISABLED: 2470018,
  /** Distribution failure (task's last_error): the person's account was deleted (`userId`). */
  MEAL_VOUCHER_ACCOUNT_DELETED: 2470019,
  /** Distribution failure (task's last_error): a person without an account has no valid phone. */
  MEAL_VOUCHER_PHONE_MISSING: 2470020,

  // --- membership cards of the fitness club (server/modules/fitness/, 2510001–2510099) ---
  /** The card type is unknown or disabled (`typeId`). */
  CARD_TYPE_UNKNOWN: 2510001,
  /** A card type needs a period, a number of uses or a stored value (at least one). */
  CARD_TYPE_ENTITLEMENT_REQUIRED: 2510002,
  /** The payment method is unknown or disabled (`methodId`). */
  PAY_METHOD_UNKNOWN: 2510003,
  /** The member is unknown, disabled or outside the caller's data scope (`userId`). */
  CARD_MEMBER_UNKNOWN: 2510004,
  /** The card type's rules do not allow this operation (`action`). */
  CARD_RULE_FORBIDS: 2510005,
  /** The card was transferred its maximum number of times (`max`). */
  CARD_TRANSFER_LIMIT: 2510006,
  /** A delay longer than the type allows (`days`, `max`). */
  CARD_DELAY_TOO_LONG: 2510007,
  /** A leave may not start before today (`from`, `today`): leaves are never back-dated. */
  CARD_LEAVE_BACKDATED: 2510008,
  /** A leave shorter than the type's minimum (`days`, `min`). */
  CARD_LEAVE_TOO_SHORT: 2510009,
  /** The leave would exceed the card's quota of leave days (`days`, `left`). */
  CARD_LEAVE_QUOTA: 2510010,
  /** The card took its maximum number of leaves (`max`). */
  CARD_LEAVE_TIMES: 2510011,
  /** The reason is not one of the type's leave reasons (`reason`). */
  CARD_LEAVE_REASON: 2510012,
  /** No card of the member admits this usage; `reasons` lists each card's. */
  CARD_NONE_ADMITS: 2510013,
  /** A refund above what was paid for the card (`amount`, `paid`, in yuan). */
  CARD_REFUND_TOO_MUCH: 2510014,
  /** The type allows only a full refund (`paid`, in yuan). */
  CARD_REFUND_PARTIAL_FORBIDDEN: 2510015,
  /** The upgrade window of the card has passed (`until`). */
  CARD_UPGRADE_WINDOW_PASSED: 2510016,
  /** An upgrade must go to a dearer type (`from`, `to`, in yuan). */
  CARD_UPGRADE_NOT_DEARER: 2510017,
  /** A transfer to the card's own holder. */
  CARD_TRANSFER_SAME_MEMBER: 2510018,
  /** A stored value top-up on a card without stored value. */
  CARD_NO_STORED_VALUE: 2510019,
  /** A member's leave request while another of the card's requests is pending. */
  CARD_LEAVE_PENDING: 2510020,
  /** A member's own leave request on a type charging a fee (the fee is paid at the desk). */
  CARD_LEAVE_FEE_AT_DESK: 2510021,
  /** Withdrawing a leave request that is not pending (approved, rejected or withdrawn). */
  CARD_LEAVE_NOT_PENDING: 2510022,
  /**
   * The room is locked over part of the range asked for (spec §4 "room: lock and unlock"): params
   * `siteName`, `period` (the lock's local range) and `reason`. Refused by every booking path.
   */
  ROOM_LOCKED: 2440001,
  /**
   * A lock would cover active bookings of the room: params `count` and `first` (the earliest one: its local
   * range and subject). Staff cancel or move them first; nothing is stored.
   */
  LOCK_CONFLICT: 2440002,
  /** A lock's range is empty or already over: params none. */
  LOCK_RANGE_INVALID: 2440003,

  // --- food delivery (server/modules/food-delivery/, 2460001–2460099) ---
  /** No order rule is enabled: food delivery takes no orders. */
  FOOD_ORDER_NO_RULE: 2460001,
  /** The ordering cut-off of the rule has passed (`deadline`, campus time `YYYY-MM-DD HH:mm`). */
  FOOD_ORDER_CUTOFF_PASSED: 2460002,
  /** The order's total is below the rule's minimum (`total`, `minimum`, in yuan). */
  FOOD_ORDER_BELOW_MINIMUM: 2460003,
  /** The rule does not deliver to this area (`area`, `areas`: those it delivers to). */
  FOOD_ORDER_AREA_NOT_SERVED: 2460004,
  /** A line's merchandise does not exist or is disabled (`id`). */
  FOOD_ORDER_MERCHANDISE_UNAVAILABLE: 2460005,
  /** The dining time range does not exist or is disabled (`id`). */
  FOOD_ORDER_TIME_RANGE_UNAVAILABLE: 2460006,
  // --- settlements and statistics (server/modules/settlement/, server/modules/catering-statistics/) ---
  /**
   * A batch confirm met a statement its machine does not accept the step in: params
   * `settlementNo`, `state`. Nothing of the batch changes.
   */
  SETTLEMENT_BATCH_REFUSED: 2480001,
  /** The invoice number is already on another statement: params `invoiceNo`, `settlementNo` (the other one). */
  SETTLEMENT_INVOICE_NO_TAKEN: 2480002,
  /** The invoice amount is not the statement's amount: params `amountCents`, `expectedCents`. */
  SETTLEMENT_INVOICE_AMOUNT_MISMATCH: 2480003,
  /** A statistics range that is empty or longer than allowed: params `from`, `to`, `maxDays`. */
  STATISTICS_RANGE_INVALID: 2480010,
  // --- content: news, notices and help (server/modules/content/, range 2490000–2490099) ---
  /** A news item, notice or help article with no title in any language. Nothing is saved. */
  CONTENT_TITLE_REQUIRED: 2490001,
  /** A help kind that still holds articles cannot be deleted: params `id`, `articles` (their count). */
  HELP_KIND_IN_USE: 2490002,

  // Media library and banners (range 2490100–2490199, server/modules/content/).
  /**
   * An uploaded material is refused: context `type` (params `types`), `size` (params `max`,
   * bytes), `content` (the bytes are not of the named type) or `empty`. Nothing is stored.
   */
  MATERIAL_FILE_INVALID: 2490101,
  /** A material shown by a banner is not deleted: params `name` (the material), `banner` (a banner's title). */
  MATERIAL_IN_USE: 2490102,
  /** A material group holding materials is not deleted: params `name`, `count`. */
  MATERIAL_GROUP_NOT_EMPTY: 2490103,
  /** A banner's picture must be an image material: params `name`. */
  BANNER_IMAGE_REQUIRED: 2490104,
  /**
   * A banner's link is neither an in-app path (`/…`) nor an `https://` URL (javascript:,
   * data:, http: and every other scheme are refused): params `link`.
   */
  BANNER_LINK_INVALID: 2490105,
  /** A banner's schedule ends before it starts: params `startAt`, `endAt`. */
  BANNER_SCHEDULE_INVALID: 2490106,
  // --- content: sensitive words and feedback (server/modules/word-filter/, feedback/, 2490200–2490299) ---
  /**
   * User text contains a sensitive word of mode `refuse` (/siteWordFilter): params `word` (as listed).
   * Nothing is stored.
   */
  WORD_REFUSED: 2490201,
  /** The feedback item is closed: no reply and no close any more. Params `id`. */
  FEEDBACK_CLOSED: 2490202,
  // --- own profile and third-party binding (server/modules/account/, 2490400–2490499) ---
  /** updateUserInfo: the phone is not an 11-digit mobile number (spec §5). */
  PROFILE_PHONE_INVALID: 2490401,
  /** updateUserInfo: the e-mail address is not valid. */
  PROFILE_EMAIL_INVALID: 2490402,
  /** updateUserInfo: the identity-card number fails the spec §5 rule. */
  PROFILE_ID_CARD_INVALID: 2490403,
  /** No OpenID Connect provider is configured (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_REDIRECT_URI unset). */
  OIDC_NOT_CONFIGURED: 2490410,
  /** The callback's state is unknown, expired, already used or for another purpose or user. */
  OIDC_STATE_INVALID: 2490411,
  /** The provider refused the code or its ID token failed validation (issuer, audience, nonce, signature). */
  OIDC_TOKEN_INVALID: 2490412,
  /** The provider account is already bound to another user: params `provider`. */
  OIDC_SUBJECT_TAKEN: 2490413,
  /** Sign-in with a provider account bound to no user: params `provider`. */
  OIDC_NOT_BOUND: 2490414,
  /** The provider could not be reached: params `provider`. */
  OIDC_UNAVAILABLE: 2490415,
  /** Sign-in with a provider while the login mode is not 0 (own login page). */
  OIDC_LOGIN_OFF: 2490416,

  // --- the fitness club's people: coaches and tags (server/modules/club-people/, 2520001–2520099) ---
  /** A coach's account names no user: params `account`. Nothing is saved. */
  CLUB_COACH_ACCOUNT_UNKNOWN: 2520001,
  /** The user is already a coach (one coach per user): params `account`, `name` (that coach). */
  CLUB_COACH_ACCOUNT_TAKEN: 2520002,
  /** A coach's specialty is not a tag of kind `coach` (or no tag at all): params `id`. Nothing is saved. */
  CLUB_COACH_TAG_INVALID: 2520003,
  /** A coach's photo is not an image material of the media library: params `id`. Nothing is saved. */
  CLUB_COACH_PHOTO_INVALID: 2520004,
  /** A tag still used by coaches is not deleted: params `name`, `count` (its coaches). Nothing is deleted. */
  CLUB_TAG_IN_USE: 2520005,
  /** A tag's kind cannot change while coaches use it as a specialty: params `name`, `count`. */
  CLUB_TAG_KIND_LOCKED: 2520006,

  // --- private sessions and fitness tests (server/modules/fitness/private-*.ts, 2540001–2540099) ---
  /** The coach's slot is taken by another session (buffers included): params `startAt`. Nothing is booked. */
  PRIVATE_SLOT_TAKEN: 2540001,
  /** The start is outside the coach's hours or in a blocked period: params `startAt`. Nothing is booked. */
  PRIVATE_SLOT_UNAVAILABLE: 2540002,
  /** The coach does not offer that length (or the test type is disabled): params `minutes`. */
  PRIVATE_LENGTH_NOT_OFFERED: 2540003,
  /** The start has passed: params `startAt`. Nothing is booked. */
  PRIVATE_IN_PAST: 2540004,
  /** The session is no longer booked (cancelled or marked): params `id`, `state`. Nothing changes. */
  PRIVATE_NOT_BOOKED: 2540005,
  /** The session has not started yet (marking or results come after the start): params `id`. */
  PRIVATE_NOT_STARTED: 2540006,
  /** Weekly hours or a blocked period are not ranges with from < to: nothing is saved. */
  PRIVATE_HOURS_INVALID: 2540007,
  /** A test type's fields are invalid (duplicate key, min above max): params `key`. Nothing is saved. */
  PRIVATE_TEST_FIELDS_INVALID: 2540008,
  /** A result value does not fit its field (unknown, missing, wrong kind, out of bounds): params `key`. */
  PRIVATE_RESULT_INVALID: 2540009,

  // --- the fitness club's training courses (server/modules/training/, 2550001–2550099) ---
  /** A course type unknown or disabled: params `id`. Nothing is saved. */
  TRAIN_TYPE_UNKNOWN: 2550001,
  /** The group's places are all taken (pending and confirmed registrations): params `capacity`. */
  TRAIN_GROUP_FULL: 2550002,
  /** Registration is not open today: params `from`, `to` (the group's window). */
  TRAIN_REGISTRATION_CLOSED: 2550003,
  /** The member already holds a pending or confirmed registration of the group. */
  TRAIN_ALREADY_REGISTERED: 2550004,
  /** A leave is asked for a session already started (or past): params `on`, `from`. */
  TRAIN_SESSION_STARTED: 2550005,
  /** The member has taken the term's make-up tokens of the group: params `cap`. */
  TRAIN_TOKEN_CAP: 2550006,
  /** The make-up token is not available (booked, used or expired). */
  TRAIN_TOKEN_UNAVAILABLE: 2550007,
  /** A make-up must be a coming session of another group of the token's course type, before the token expires. */
  TRAIN_MAKEUP_INVALID: 2550008,
  /** The session has no free place for a make-up: params `capacity`. */
  TRAIN_SESSION_FULL: 2550009,
  /** The coach teaches an overlapping session: params `on`, `from`, `to`, `group`. Nothing is saved. */
  TRAIN_COACH_OVERLAP: 2550010,
  /** The coach is unknown or off: params `id`. */
  TRAIN_COACH_UNKNOWN: 2550011,
  /** A group or session with registrations, attendance or tokens is not deleted: params `count`. */
  TRAIN_GROUP_IN_USE: 2550012,
  /** The member is not on the session's roll (no confirmed registration or confirmed make-up): params `id`. */
  TRAIN_NOT_ON_ROLL: 2550013,
  /** A session's date lies outside the group's term: params `on`, `from`, `to`. */
  TRAIN_SESSION_OUTSIDE_TERM: 2550014,
  /** The registration is paid already, or free. */
  TRAIN_NOTHING_TO_PAY: 2550015,
  /** A session was already marked as a leave of this registration. */
  TRAIN_LEAVE_TAKEN: 2550016,

  // --- the club's cashier: the desk, the ledger, the daily close, payment providers (server/modules/fitness/,
  // 2560001–2560099) ---
  /** The business day is closed already (`day`): one close per day; nothing is stored. */
  CASHIER_DAY_CLOSED: 2560001,
  /** A close of a day not begun yet (`day`, `today`): a day is closed on it or after. */
  CASHIER_CLOSE_FUTURE: 2560002,
  /** A payment callback whose signature does not verify (forged or altered): nothing changes. */
  PAY_CALLBACK_SIGNATURE: 2560003,
  /** A payment callback naming no order of this provider (`orderNo`): nothing changes. */
  PAY_CALLBACK_ORDER: 2560004,
  /** A payment callback's amount is not the order's (`amount`, `expected`, in yuan): nothing changes. */
  PAY_CALLBACK_AMOUNT: 2560005,
  /** Only a desk item's sale is refunded at the desk: a card's money goes back by the card's refund. */
  CASHIER_REFUND_NOT_ITEM: 2560006,
  /** A desk refund above what is left of the sale after its earlier refunds ({remaining} yuan). */
  CASHIER_REFUND_EXCEEDS: 2560007,

  // --- the club's gate (server/modules/club-gate/, 2570001–2570099; docs/fitness-gate.md) ---
  /** A gate's pass call names no enabled gate, or its signature is not the gate key's. Nothing is stored. */
  GATE_SIGN_INVALID: 2570001,
  /** A gate's pass call is stamped more than 5 minutes from the server's clock: params `skewMs`. Nothing stored. */
  GATE_SIGN_STALE: 2570002,
  /** A gate's pass call reuses a nonce already seen from that gate. Nothing is stored. */
  GATE_NONCE_REPLAYED: 2570003,
  /** An override names a pass that is not a refused entry: params `id`. Nothing is stored. */
  GATE_OVERRIDE_NOT_REFUSED: 2570004,
  /** A whitelist or internal member names no enabled user of the caller's data scope: params `userId`. */
  GATE_USER_UNKNOWN: 2570005,
  /** A validity whose first day is after its last: params `from`, `to`. Nothing is saved. */
  GATE_DATES_INVALID: 2570006,
  /** The club's opening hours close before they open: params `open`, `close` (HH:mm). Nothing is saved. */
  GATE_HOURS_INVALID: 2570007,
  /** An internal member's card type is unknown: params `id`. Nothing is saved. */
  GATE_CARD_TYPE_UNKNOWN: 2570008,
  /** The club's settings were saved by someone else since they were read: params `version` (now current). */
  GATE_CONFIG_OUTDATED: 2570009,
  // Reasons of a refused (or flagged) pass, answered by the gate's pass call in `code` (not as refusals).
  /** The member has no card at all. */
  GATE_REFUSE_NO_CARD: 2570010,
  /** The member's card is frozen (on leave) today. */
  GATE_REFUSE_FROZEN: 2570011,
  /** The member's cards have expired or have not started. */
  GATE_REFUSE_EXPIRED: 2570012,
  /** The member's cards have no uses (or value, or weekly / monthly uses) left. */
  GATE_REFUSE_NO_USES: 2570013,
  /** The member's cards do not admit this scene or this hour, or are no longer usable. */
  GATE_REFUSE_NOT_ADMITTED: 2570014,
  /** The member owes money to the club: params `debtCents`. Refused or flagged by the club's settings. */
  GATE_REFUSE_DEBT: 2570015,
  /** The card number or account names no member. */
  GATE_REFUSE_UNKNOWN_MEMBER: 2570016,
  /** The gate does not let people through in that direction. */
  GATE_REFUSE_DIRECTION: 2570017,
  /** The club is closed at this hour (its opening hours). */
  GATE_REFUSE_CLOSED: 2570018,

  // --- the club's late-cancel and no-show penalties (server/modules/fitness/penalty*.ts, 2580001–2580099) ---
  /** A class-type override names no class type, or a course kind other than group classes: params `id`. */
  PENALTY_OVERRIDE_INVALID: 2580001,
  /** A course kind's own rule cannot be removed (only a class type's override): params `id`. */
  PENALTY_RULE_BASE: 2580002,
  /** The penalty is not charged (already graced, waived or paid): params `id`, `state`. Nothing changes. */
  PENALTY_NOT_CHARGED: 2580003,
  /** The penalty's waive window has closed: params `id`, `until` (campus date and time). Nothing changes. */
  PENALTY_WAIVE_CLOSED: 2580004,

  // --- group classes of the fitness club (server/modules/fitness/class-*.ts, 2530001–2530099) ---
  /** The class type is unknown or disabled: params `id`. Nothing is saved. */
  CLASS_TYPE_UNKNOWN: 2530001,
  /** The coach is unknown or off: params `id`. Nothing is saved. */
  CLASS_COACH_UNKNOWN: 2530002,
  /** The coach teaches another class at that time: params `date`, `time` (the other class's start). */
  CLASS_COACH_BUSY: 2530003,
  /** The class is cancelled or finished: params `id`. Nothing changes. */
  CLASS_NOT_SCHEDULED: 2530004,
  /** Booking of the class opens later: params `opensAt` (campus date and time). */
  CLASS_BOOKING_NOT_OPEN: 2530005,
  /** Booking of the class has closed (it starts soon or has started). */
  CLASS_BOOKING_CLOSED: 2530006,
  /** The class is full: params `waitlist` (`open` when the member may join its waitlist, else `closed`). */
  CLASS_FULL: 2530007,
  /** The member already has a booking of this class. */
  CLASS_ALREADY_BOOKED: 2530008,
  /** The member's bookings of this class type on that day reached its limit: params `limit`. */
  CLASS_DAY_LIMIT: 2530009,
  /** The member's bookings of this class type in that ISO week reached its limit: params `limit`. */
  CLASS_WEEK_LIMIT: 2530010,
  /** The class's waitlist has closed. */
  CLASS_WAITLIST_CLOSED: 2530011,
  /** The class has places left: book it instead of waiting. */
  CLASS_WAITLIST_NOT_FULL: 2530012,
  /** The member is already on this class's waitlist. */
  CLASS_ALREADY_WAITING: 2530013,
  /** The booking (or waitlist entry) is no longer open to this change: params `state`. */
  CLASS_BOOKING_NOT_CHANGEABLE: 2530014,
  /** The capacity cannot go below the places already booked: params `booked`. */
  CLASS_CAPACITY_BELOW_BOOKED: 2530015,
  /** A class's times: the start must come before the end and not in the past. */
  CLASS_TIME_INVALID: 2530016,
  /** Attendance is marked once the class has started. */
  CLASS_NOT_STARTED: 2530017,

  // --- the coaches' side of the club (server/modules/fitness/club-coach.handlers.ts, 2590001–2590099) ---
  /** The member has already rated this class or session. Nothing is stored. */
  RATING_ALREADY_GIVEN: 2590001,
  /** The class or session can be rated only within `days` days after its start. */
  RATING_WINDOW_CLOSED: 2590002,
  /** The rating is already hidden. */
  RATING_ALREADY_HIDDEN: 2590003,
  /** A pay rule names both a class type and a course kind, or an unknown coach or class type. */
  PAY_RULE_INVALID: 2590004,
  /** The adjustment changes neither the time nor the coach. */
  ADJUST_NOTHING: 2590005,
  /** The class or session has started, ended or been cancelled: it can no longer be adjusted. */
  ADJUST_STARTED: 2590006,

  // --- the weekly class plan, class editing and the coach's member pages (2610001–2610099) ---
  /** A plan generation spans more than 366 days: params `max`. Nothing is created. */
  PLAN_RANGE_TOO_LONG: 2610001,
  /** A make-up or registration by the coach: the target session or group is not the coach's to fill. */
  COACH_RESERVE_INVALID: 2610002,

  // Separation of duties (range 1000600–1000619).
  /**
   * A reviewer approves or rejects their own booking request while the runtime setting
   * `selfApproval` is off (the default): params `id`. Nothing of the batch changes.
   */
  SELF_APPROVAL: 1000600,

  // --- the sport venue's back office: scene groups, site parts, sport sites, spaces
  // (server/modules/sport-site/, 2600001–2600099; docs/fitness-sites.md) ---
  /** A scene named in a group does not exist: params `id`. Nothing is saved. */
  SPORT_SCENE_UNKNOWN: 2600001,
  /**
   * Parts refused: a site is not single-booking, a whole is a part, a part is a whole or the whole itself, or a
   * part is another whole's: params `site`. Nothing is saved.
   */
  SITE_PART_INVALID: 2600002,
  /** The coming bookings of the whole and a part overlap: the split would double-book. Nothing is saved. */
  SITE_PART_CONFLICT: 2600003,
  /** A price band is not a range with from < to: params `from`, `to`. Nothing is saved. */
  SPORT_PRICE_BAND_INVALID: 2600004,
  /** A coming class held in the space has more places than the new capacity: params `places`, `capacity`. */
  SPACE_CAPACITY_BELOW_CLASS: 2600005,
  /** Coming classes are held in the space: params `count`. Nothing is deleted. */
  SPACE_IN_USE: 2600006,

  // --- group classes held in the club's spaces (server/modules/fitness/class-space.ts, 2620001–2620009;
  // docs/fitness-classes.md "Spaces") ---
  /** The space named for a class or plan entry does not exist or is switched off: params `id`. Nothing is saved. */
  CLASS_SPACE_UNKNOWN: 2620001,
  /** The class (or plan entry) has more places than its space holds: params `capacity`, `space`, `spaceCapacity`. */
  CLASS_SPACE_TOO_SMALL: 2620002,
  /** Another live class is held in the space at an overlapping time: params `space`, `date`, `time`. */
  CLASS_SPACE_BUSY: 2620003,

  // --- the club's money: sport orders paid at the desk, penalty fees in the ledger, penalty credit
  // (server/modules/sport-site/order-payment.ts, 2640001–2640099; docs/fitness-sites.md, docs/fitness-penalties.md) ---
  /**
   * The sport order cannot be paid: it is free (no band prices it) or not active and confirmed (pending approval,
   * cancelled, rejected, no-show): params `id`, `status`. Nothing is stored.
   */
  SPORT_ORDER_NOT_PAYABLE: 2640001,
  /** The sport order is already paid (or paid and refunded): params `id`. Nothing is stored. */
  SPORT_ORDER_PAID: 2640002,

  // --- training courses: late leave rules (server/modules/training/, 2650001–2650009; docs/training.md) ---
  /** A waiver is asked for a mark that is no late leave without a make-up token (not late, or its token issued). */
  TRAIN_WAIVE_NOT_LATE: 2650001,
  /** The waiver's window has passed: params `until` (the last date staff may waive). Nothing changes. */
  TRAIN_WAIVE_CLOSED: 2650002,
} as const;

/** A code of the catalogue. */
export type CodeValue = (typeof Code)[keyof typeof Code];

/**
 * Session-invalid codes, exactly as spec §8 lists them (`code` or `errorCode`).
 * On one of these the client refreshes the token once and replays the request once.
 */
export const SESSION_INVALID_CODES: readonly number[] = [
  300, 301, 401, 1030002, 1130001, 1130002, 1130008, 1130009, 11300011, 11300012, 11300013,
];

/** True when `code` means the session is no longer valid (spec §8). */
export function isSessionInvalid(code: number): boolean {
  return SESSION_INVALID_CODES.includes(code);
}

/** Code 1130008 clears the session at once, without a refresh attempt (spec §8). */
export function clearsSessionAtOnce(code: number): boolean {
  return code === Code.SESSION_REVOKED;
}

/** HTTP status the server answers with for a code (the envelope is the real answer). */
export function httpStatusOf(code: number): number {
  if (code === Code.OK) return 200;
  if (isSessionInvalid(code)) return 401;
  switch (code) {
    case Code.FORBIDDEN:
    case Code.SELF_APPROVAL:
      return 403;
    case Code.RATE_LIMITED:
      return 429;
    case Code.NOT_FOUND:
    case Code.SITE_NOT_FOUND:
    case Code.RESERVATION_NOT_FOUND:
      return 404;
    case Code.SLOT_TAKEN:
    case Code.SLOT_HELD:
    case Code.ACTION_NOT_ALLOWED:
    case Code.DUPLICATE:
      return 409;
    case Code.FAVORITE_GROUP_NOT_FOUND:
    case Code.USER_NOT_FOUND:
    case Code.PROCESS_NOT_FOUND:
    case Code.TASK_NOT_FOUND:
    case Code.RECEIPT_NOT_INVITED:
      return 404;
    case Code.PROCESS_ACTION_NOT_ALLOWED:
    case Code.ORDER_STEP_NOT_ALLOWED:
    case Code.CUSTOMER_NAME_TAKEN:
    case Code.MEAL_VOUCHER_USED:
    case Code.ROOM_LOCKED:
    case Code.LOCK_CONFLICT:
      return 409;
    case Code.FAVORITE_MEMBER_EXISTS:
    case Code.HELP_KIND_IN_USE:
    case Code.CLUB_COACH_ACCOUNT_TAKEN:
    case Code.CLUB_TAG_IN_USE:
    case Code.SITE_PART_CONFLICT:
    case Code.SPACE_IN_USE:
    case Code.CLUB_TAG_KIND_LOCKED:
    case Code.TRAIN_GROUP_FULL:
    case Code.TRAIN_SESSION_FULL:
    case Code.TRAIN_ALREADY_REGISTERED:
    case Code.TRAIN_COACH_OVERLAP:
    case Code.TRAIN_GROUP_IN_USE:
      return 409;
    case Code.SERVER_ERROR:
      return 500;
    case Code.SERVICE_UNAVAILABLE:
      return 503;
    case Code.CAS_UNAVAILABLE:
    case Code.OIDC_UNAVAILABLE:
      return 502;
    default:
      return code >= 1000200 && code < 1000300 ? 401 : 400;
  }
}
