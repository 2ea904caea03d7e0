// Generated from the service's OpenAPI document by `npm run generate:client`; do not edit.
// The test suite fails when this file no longer matches the document.
export interface paths {
    "/api/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The activity log
         * @description Every change that writes an event (user.*, content.*, order.*, system.alert) and every sign-in (auth.login), newest first. Filters combine; `type` takes an event name or a prefix such as `content.`; `since` is inclusive, `until` exclusive. `actor.name` is the account's current name.
         *
         *     Needs an administrator token, or a personal API token.
         */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether your two-factor sign-in is on
         * @description Answers an administrator who must still enrol (REQUIRE_2FA_FOR_ADMINS).
         *
         *     Needs a bearer token from a sign-in; personal API tokens are refused (403 FORBIDDEN).
         */
        get: operations["getTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn off two-factor sign-in (password and a code)
         * @description Needs `current_password` and either `code` or `recoveryCode`; the secret and the recovery codes are deleted. A wrong password is 422 on `current_password`, a wrong or used code 422 on its field. A wrong code counts as a failed sign-in of the account's email from this IP: after 10 in 15 minutes, 429 with `Retry-After`.
         *
         *     Needs a bearer token from a sign-in; personal API tokens are refused (403 FORBIDDEN).
         */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn on two-factor sign-in with a code from the app; answers 10 recovery codes, once
         * @description From now on signing in asks for a code after the password. The recovery codes are shown this once and stored as hashes; each signs in once in place of a code. A code that is not the app's current one (a step either side is accepted) is 422 on `code`. Answers an administrator who must still enrol (REQUIRE_2FA_FOR_ADMINS).
         *
         *     Needs a bearer token from a sign-in; personal API tokens are refused (403 FORBIDDEN).
         */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start enrolling in two-factor sign-in (TOTP): a new secret and its QR code
         * @description Nothing changes at sign-in until POST /api/auth/2fa/enable confirms the secret with a code. Calling it again replaces a secret not yet confirmed. The secret is stored encrypted (the key scheme of webhook secrets: WEBHOOK_SECRET_KEY, else JWT_SECRET; changing it locks out every enrolled account). Answers an administrator who must still enrol (REQUIRE_2FA_FOR_ADMINS).
         *
         *     Needs a bearer token from a sign-in; personal API tokens are refused (403 FORBIDDEN).
         */
        post: operations["setUpTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail the verification link again
         * @description Always 202 with the same body, at once. When an active account has this address and has not verified it, a new link valid 48 hours is mailed to it, to the panel's `/verify-email` page. At most 10 requests for one address and 50 from one client IP in 15 minutes, whether or not the address has an account; past that, 429 with `Retry-After`.
         */
        post: operations["requestEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an address with a mailed link
         * @description A new account's link sets `emailVerifiedAt`. The link of a change of sign-in address (PUT /api/users/me) makes the new address the account's, verified; it stops working once the account's password changes. 409 CONFLICT when another account took the address meanwhile.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: choose your name and password
         * @description The pending account becomes active with this name and password, its address verified; then sign in. Writes `user.updated`.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description A wrong password, an unknown email and an invitation not yet accepted answer the same 401 INVALID_CREDENTIALS. After 10 failures for one email from one IP within 15 minutes, further tries answer 429 with `Retry-After` until the window, which opens at the first failure, passes; a success clears the count. With REQUIRE_EMAIL_VERIFICATION=true, the right password of an account whose address is not verified answers 403 EMAIL_NOT_VERIFIED.
         *
         *     With two-factor sign-in on, the right password answers `{mfaRequired: true, challenge, expiresAt}` and no token: POST /api/auth/login/2fa with the challenge and a code completes the sign-in. That password neither counts as a failure nor clears the count; wrong codes count as failures. With REQUIRE_2FA_FOR_ADMINS=true, an administrator without two-factor sign-in is signed in with `mfaEnrolmentRequired: true`, and only GET /api/auth/2fa, POST /api/auth/2fa/setup and POST /api/auth/2fa/enable answer them (everything else 403 MFA_ENROLMENT_REQUIRED) until they enable it.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a sign-in with a code from the app, or a recovery code
         * @description The second step after POST /api/auth/login answered `mfaRequired: true`: the challenge it answered (valid 5 minutes, completes one sign-in) and either `code` or `recoveryCode`. Answers as a sign-in does. A code is accepted once: a code already used in its 30-second step is refused, as is a used recovery code (422 on its field). An unknown, expired or already completed challenge, one answered before the account's password was changed or reset, or one that has had 5 wrong codes or recovery codes (from any address), is 401 INVALID_CREDENTIALS, even with the right code: sign in again with the password. A wrong code counts as a failed sign-in of the account's email from this IP: after 10 in 15 minutes, 429 with `Retry-After`.
         */
        post: operations["loginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the current session
         * @description Bearer token required; it may be expired by less than REFRESH_WINDOW_SECONDS, so that an idle tab can sign out. The token, and every token of its session, answers 401 from now on, on every instance.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a link to reset a forgotten password
         * @description Always 202 with the same body, at once: whether an account has this address is never told. When an active account has it, a link valid 30 minutes and usable once is mailed to it, to the panel's `/reset-password` page; a newer link replaces an older one. At most 10 requests for one address and 50 from one client IP in 15 minutes, whether or not the address has an account; past that, 429 with `Retry-After`.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a mailed link
         * @description Sets the password of the link's account and ends every session of it (sign in again); the link is used up. Following it also verifies the address.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the current token for a new one
         * @description Bearer token required; it may be expired by less than REFRESH_WINDOW_SECONDS. The presented token stops working at once. Refreshing the same token twice within 10 seconds (two tabs) is allowed and both answers are valid; presenting a replaced token later ends the whole session (reuse detection).
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and sign in
         * @description The new account has role `user` and `emailVerifiedAt: null`; a link to verify the address, valid 48 hours, is mailed to it. Answers as login does, so the caller is signed in (`lastLoginAt` set, an `auth.login` entry written), except with REQUIRE_EMAIL_VERIFICATION=true: then the answer is `{user, emailVerificationRequired: true}` with no token, and sign-in works once the address is verified. 403 when the public setting `registrationEnabled` is false; administrators can still create users.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's live sessions, newest first
         * @description Needs a bearer token from a sign-in; personal API tokens are refused (403 FORBIDDEN).
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of your sessions
         * @description Another user's session, or one already ended, is 404.
         *
         *     Needs a bearer token from a sign-in; personal API tokens are refused (403 FORBIDDEN).
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your personal API tokens, newest first (an administrator: any user's)
         * @description Never the tokens themselves: `hint` shows their first characters. Expired tokens are listed until revoked. An administrator lists another user's with `userId` (404 when there is no such user); anyone else asking for another user's is 403.
         *
         *     Needs a bearer token, or a personal API token.
         */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Create a personal API token (shown once)
         * @description A token for scripts and integrations, acting as you: `apt_` and 43 characters, answered in `token` this once and stored only as a hash, so copy it now. Scope `read` allows GET and HEAD only; `write` all you may do, except what needs a sign-in (tokens, two-factor settings, your password). It stops working at `expiresAt` (never when left out), when revoked, when your account is deleted, and when your password is changed or reset. Your role applies, as it is at each request. At most 100 per account (409 CONFLICT past it). Writes a `token.created` activity entry.
         *
         *     Needs a bearer token from a sign-in; personal API tokens are refused (403 FORBIDDEN).
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a personal API token
         * @description The token answers 401 from the next request on, on every instance. Your own, or an administrator any user's; a token you cannot see, or one already revoked, is 404. Called with a personal API token, only that token itself (403 FORBIDDEN for any other: managing tokens needs a sign-in). Writes a `token.revoked` activity entry.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List content items
         * @description Every signed-in user sees published items and their own; an administrator sees all. An item the caller cannot see answers 404. Filters combine; `sort` defaults to `-createdAt`; items never published sort last by `publishedAt`.
         *
         *     Needs a bearer token, or a personal API token.
         */
        get: operations["listContent"];
        put?: never;
        /**
         * Create a content item
         * @description Defaults: content "", type `blog`, status `draft`, no tags. Created published, it writes `content.published`.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        post: operations["createContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One content item
         * @description Every signed-in user sees published items and their own; an administrator sees all. An item the caller cannot see answers 404.
         *
         *     Needs a bearer token, or a personal API token.
         */
        get: operations["getContent"];
        /**
         * Change a content item
         * @description Fields left out keep their value. The author or an administrator may change an item; another user who can see it gets 403. Status moves: draft → published | archived, published → draft | archived, archived → draft; archived → published is 422 INVALID_TRANSITION. `publishedAt` is set on first publication and kept. Writes `content.updated`, and `content.published` when the item becomes published.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        put: operations["updateContent"];
        post?: never;
        /**
         * Delete a content item
         * @description The author or an administrator; another user who can see the item gets 403.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        delete: operations["deleteContent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stats, recent activity and 30-day charts
         * @description Computed from the rows at the time of the request. Days are UTC days. Any signed-in user. The figures are the whole panel's; the activity shown is the whole log's for an administrator, and only the caller's own actions for anyone else, since the log names other accounts and what they did.
         *
         *     Needs a bearer token, or a personal API token.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/widgets/{widgetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One widget of the dashboard
         * @description Answers `{id, data}`. Widgets: `stats`, `recent-activity`, `users-chart`, `revenue-chart` (`range` 7d, 30d or 90d, default 30d), `content-summary` (`{draft, published, archived}`). Another id is 404. Any signed-in user. The figures are the whole panel's; the activity shown is the whole log's for an administrator, and only the caller's own actions for anyone else, since the log names other accounts and what they did.
         *
         *     Needs a bearer token, or a personal API token.
         */
        get: operations["getDashboardWidget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health of the service and its dependencies
         * @description No envelope, no authentication, no rate limit. 503 `unhealthy` when the database is unreachable or the server is shutting down. The database and Redis are asked at most twice a second, and every check in between reads the last answer, so an outage shows within 2 s; storage is the background write probe's last finding (once a second).
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * System metrics
         * @description CPU, memory and disk in percent, network in bytes per second (machine-wide, sampled every 5 seconds in the background), and the requests this instance answered.
         *
         *     Needs an administrator token, or a personal API token.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Filters combine; `since` is inclusive, `until` exclusive; `sort` defaults to `-createdAt`.
         *
         *     Needs an administrator token, or a personal API token.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Record an order
         * @description `total` is a JSON number with at most two decimals (more, or a string, is 422), kept exactly as an integer number of cents and answered as given. `status` defaults to pending. Writes `order.created`.
         *
         *     Needs an administrator token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order
         * @description Needs an administrator token, or a personal API token.
         */
        get: operations["getOrder"];
        /**
         * Change an order
         * @description Fields left out keep their value. `total` is a JSON number with at most two decimals (more, or a string, is 422), kept exactly as an integer number of cents and answered as given. Status moves: pending → paid | cancelled, paid → refunded; refunded and cancelled are final. Another move is 422 INVALID_TRANSITION. Once an order is paid (status `paid` or `refunded`) its `total` and `currency` are fixed: a different value is 409 CONFLICT, and nothing changes (the same value is accepted, so a whole order can be sent back). A refund is the status move to `refunded` and keeps the amount. Writes `order.updated`.
         *
         *     Needs an administrator token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        put: operations["updateOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your settings
         * @description Defaults: theme `system`, language the public `defaultLanguage`, email notifications on, push off. A language the administrators have since removed from `languages` reads as the default language.
         *
         *     Needs a bearer token, or a personal API token.
         */
        get: operations["getSettings"];
        /**
         * Change your settings
         * @description Merges deeply: fields left out keep their value, inside `notifications` too, and concurrent changes apply one after the other. `theme` is `light`, `dark` or `system`; `language` must be one of the public `languages`; `notifications.email` and `.push` are true or false. `null` is not a value (422, like any other wrong type): to go back to a default, send the default. Unknown fields are ignored and never stored, so what is kept per user is bounded. Every bad field is 422 VALIDATION_ERROR with `details` under its dotted name (`notifications.push`).
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        put: operations["updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public settings of the panel
         * @description No authentication. Defaults: `appName` `Admin Panel`, `defaultTheme` `system`, `defaultLanguage` `en`, `languages` `["en"]`, `registrationEnabled` true. A request with a valid token counts against that user (RATE_LIMIT_USER_PER_MIN) rather than the client IP.
         */
        get: operations["getPublicSettings"];
        /**
         * Change the public settings
         * @description Fields left out keep their value, and concurrent changes apply one after the other. `appName` 1 to 100 characters; `defaultTheme` `light`, `dark` or `system`; `languages` 1 to 50 distinct codes such as `en` or `pt-BR`; `defaultLanguage` one of `languages`; `registrationEnabled` true or false. `null` is not a value (422). `maxUploadBytes`, `allowedFileTypes` and `version` are read-only and ignored here, as are unknown fields. Every bad field is 422 VALIDATION_ERROR with `details` under its name.
         *
         *     Needs an administrator token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        put: operations["updatePublicSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events (Server-Sent Events)
         * @description Server-Sent Events (`text/event-stream`): the events the caller may see, as they are committed on any instance.
         *     Signed in with a bearer token (a fetch-based client; a personal API token of either scope too), or with `?ticket=` from POST /api/stream/ticket (a browser's EventSource,
         *     which cannot send headers). Visibility is that of the activity log and webhooks: an administrator receives every event; anyone
         *     else the content events about items they may read (published ones, and their own), never someone else's draft.
         *
         *     Each event is one `data:` line of JSON, `{id, type, timestamp, data}` (as webhooks deliver it), with its `id:`; it arrives as
         *     an unnamed message (EventSource's `onmessage`). After a reconnect, `Last-Event-ID` (or `?lastEventId=`) replays what was
         *     missed, from the log: up to 1000 events of the requested types, at most an hour old. Past that, or for an id the log no
         *     longer holds, an `event: reset` (with the id to resume from) tells the client to reload what it shows; events follow as usual.
         *     A comment line every 15 s keeps proxies from closing a quiet stream.
         *
         *     A sign-out, a revoked session or API token, a deleted account or a password change ends the stream within a second, on every instance; a
         *     role change narrows or widens what it receives. With REQUIRE_2FA_FOR_ADMINS=true, an administrator without two-factor sign-in is
         *     refused (403 MFA_ENROLMENT_REQUIRED), and one who turns it off loses their open streams. Shutting down ends it too, and the client reconnects (to another instance).
         *     At most 5 streams per user and MAX_STREAMS (1000) in all are open on an instance: past them, 429. A client
         *     that stops reading is dropped once it leaves 256 KiB unread, and replays from Last-Event-ID when it reconnects.
         */
        get: operations["openStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stream/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A ticket to open a live stream
         * @description Single use, for 30 seconds, on any instance: `GET /api/stream?ticket=…`. The stream it opens belongs to the session of the token that asked for it, and ends with it.
         *
         *     Needs a bearer token from a sign-in; personal API tokens are refused (403 FORBIDDEN).
         */
        post: operations["createStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List uploaded files
         * @description A user sees their own files; an administrator sees everyone's. Another user's file answers 404. `sort` defaults to `-createdAt`.
         *
         *     Needs a bearer token, or a personal API token.
         */
        get: operations["listFiles"];
        put?: never;
        /**
         * Upload a file
         * @description multipart/form-data with one file part named `file`, at most 10485760 bytes (MAX_UPLOAD_BYTES; exactly that is accepted); up to 10 small other fields are ignored. The type comes from the bytes, never from the name or the part's Content-Type: PNG, JPEG, GIF, WebP and PDF by their magic numbers; text when every byte is valid UTF-8 without control characters (tab, line breaks, form feed and escape are allowed) and the text does not begin (after white space) with `<`, so HTML, XML and SVG are refused. Text is `application/json` when it is one JSON object or array, `text/csv` when the name ends in .csv, `text/plain` otherwise. `filename` is the original name without its path, control or invisible characters, with `" * : < > ? |` made `_`, at most 200 UTF-16 code units (a character outside the BMP counts two), `file` when nothing is left. Writes `file.uploaded`. An account's files and uploads in progress take at most UPLOAD_QUOTA_BYTES together: an upload holds, while it streams, the most it may write (its Content-Length, at most MAX_UPLOAD_BYTES, or what is left of the quota), and one past that is 413, however many are sent at once. With local storage, an upload answers 503 when the disk, less what the uploads in progress may still write, would keep less than MIN_FREE_DISK_BYTES free.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a file
         * @description The uploader or an administrator. A user sees their own files; an administrator sees everyone's. Another user's file answers 404. The bytes are removed and the file's URL answers 404 from then on. Writes `file.deleted`.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        delete: operations["deleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Needs an administrator token, or a personal API token.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create or invite a user
         * @description `role` defaults to `user`. With a `name` and a `password`, the account is active at once and a link to verify its address is mailed to it. With `invite: true` and no password, the user is `pending` and is mailed a link valid 72 hours to choose their name and password (POST /api/auth/invitation/accept); `name` is optional then. `user.created` is written with the mail.
         *
         *     Needs an administrator token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user
         * @description Needs an administrator token, or a personal API token.
         */
        get: operations["getUser"];
        /**
         * Change a user's name, email, role or password
         * @description Fields left out keep their value. Demoting the last administrator is 422 LAST_ADMIN. A new password ends every session of the user.
         *
         *     Needs an administrator token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete a user
         * @description Their sessions, settings and webhooks go with them; their content and files remain. Deleting the last administrator is 422 LAST_ADMIN.
         *
         *     Needs an administrator token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a pending user a new invitation link
         * @description The new link is valid 72 hours; the earlier one stops working. 409 when the user is not pending.
         *
         *     Needs an administrator token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        post: operations["resendInvitation"];
        /**
         * Withdraw an invitation
         * @description Deletes the pending user (`user.deleted`); the link stops working. 409 when the user is not pending.
         *
         *     Needs an administrator token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your account
         * @description Needs a bearer token, or a personal API token.
         */
        get: operations["getMe"];
        /**
         * Change your name or email
         * @description Fields left out keep their value. `role` and other fields are ignored. A new `email` (other than a change of letter case) is the sign-in email, so it needs `current_password`, as a password change does: missing or wrong is 422 on `current_password`, and a wrong one counts as a failed sign-in of the account's email from this IP (after 10 in 15 minutes, 429). The new address does not replace the old one at once: a link valid 24 hours is mailed to it (POST /api/auth/email/verify confirms it) and a notice to the old one; the answer shows the account as it is until then.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        put: operations["updateMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change your password
         * @description Ends every session of the account (other devices are signed out) and answers a fresh token for this one. A wrong `current_password` is 422 and counts as a failed sign-in of the account's email from this IP: after 10 in 15 minutes, 429.
         *
         *     Needs a bearer token from a sign-in; personal API tokens are refused (403 FORBIDDEN).
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description The caller's webhooks; an administrator's list holds everyone's. `sort` defaults to `-createdAt`.
         *
         *     Needs a bearer token, or a personal API token.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook
         * @description Answers the webhook without its secret, which is stored encrypted and never shown again. Without `secret`, the service generates a `whsec_` one and this answer shows it, once (`secret`): keep it. An account holds at most 25 webhooks (422 on `url` past that). Each subscribed event is POSTed as JSON `{id, type, timestamp, data}` (`data`: the resource as the API shows it), signed per Standard Webhooks: `webhook-id` (the delivery, the same on every retry), `webhook-timestamp` (Unix seconds), `webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`, keyed with the secret's bytes (after `whsec_`: its base64-decoded bytes). Delivered at least once: a receiver should drop repeats of a `webhook-id`; order is not guaranteed. An attempt fails on a non-2xx answer (redirects are not followed), no answer within WEBHOOK_TIMEOUT_MS, a connection error, or an answer body over 64 KiB; it is retried with exponential backoff and jitter from WEBHOOK_RETRY_BASE_MS, up to WEBHOOK_MAX_ATTEMPTS attempts, after the receiver's Retry-After on a 429 or 503. A 410 disables the webhook at once; so do 20 events in a row that failed every attempt; either writes a `system.alert`. An event goes to a webhook only if its owner could read the event's subject through the API when the event is dispatched: user.*, system.alert, file.* and order.* need the owner to be an administrator then; content.* the item to be visible to them (published, their own, or any for an administrator). Subscribable events: user.created, user.updated, user.deleted, content.published, content.updated, system.alert, file.uploaded, file.deleted, order.created, order.updated.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook
         * @description The owner or an administrator; anyone else gets 404, as for a webhook that does not exist.
         *
         *     Needs a bearer token, or a personal API token.
         */
        get: operations["getWebhook"];
        /**
         * Change a webhook
         * @description The owner or an administrator; anyone else gets 404, as for a webhook that does not exist. Fields left out keep their value; `url`, `events` and `secret` follow the rules of registration. Setting `active: true` turns a disabled webhook back on with a fresh count of failed events; deliveries waiting while it was off go out then.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        put: operations["updateWebhook"];
        post?: never;
        /**
         * Delete a webhook
         * @description The owner or an administrator; anyone else gets 404, as for a webhook that does not exist. Its deliveries and their records go with it. Deleting a user deletes their webhooks.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's delivery attempts
         * @description The owner or an administrator; anyone else gets 404, as for a webhook that does not exist. Every attempt, newest first; `deliveryId` groups the attempts of one delivery (its `webhook-id`).
         *
         *     Needs a bearer token, or a personal API token.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one delivery again
         * @description The owner or an administrator; anyone else gets 404, as for a webhook that does not exist. `deliveryId` is a delivery's id, or the id of any of its attempts. Sends the same body with the same `webhook-id` at once, as its next attempt, without automatic retries after it, and answers that attempt's record (a failure is still 200: read `error`). Works on a disabled webhook too.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description The owner or an administrator; anyone else gets 404, as for a webhook that does not exist. Sends a `webhook.test` event to the webhook at once, whether it is active or not, signed like any delivery, once and without retries, and answers that attempt's record (a failure to deliver is still 200: read `error`). A 410 answer disables the webhook.
         *
         *     Needs a bearer token, or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file
         * @description The bytes of an uploaded file at its `url`; no authentication, no rate limit. An unknown id, or a name that is not the file's, is 404. Served with the stored type (`; charset=utf-8` for text), `X-Content-Type-Options: nosniff`, `Content-Security-Policy: sandbox`, `Cross-Origin-Resource-Policy: cross-origin` (a panel on another origin can show images), and `Content-Disposition: attachment` for anything but images (`inline` for images), with an ASCII `filename` and the exact name in `filename*` (RFC 6266). `ETag` with `If-None-Match` (304), `Cache-Control: no-cache` (revalidated each time, so a deleted file is never served from a cache), and one `Range` of bytes (206; 416 with `Content-Range: bytes *\/<size>` when it starts past the end; several ranges are answered whole). Files up to 1 MiB are served from memory once downloaded whole; reading one into memory that takes the storage over 10 s answers 503 SERVICE_UNAVAILABLE (retry). `?thumb=<preset>` answers a thumbnail of an image instead, under the same rules (no authentication, ETag, Range, HEAD): `image/webp`, inline, named `<name>-<preset>.webp`, with its own ETag. It is made on its first request (that request waits for it; at most as many are made at once as the server has cores, the others wait their turn) and kept in storage beside the file, deleted with it: every later request reads it like a file. It is turned upright as the EXIF orientation says and carries no metadata of the original (no EXIF, GPS, XMP or colour profile: colours are sRGB); an animation gives its first frame. A file that is not an image has no thumbnails (404). An image of more than 50000000 pixels (THUMBNAIL_MAX_PIXELS), refused before it is decoded, or one that cannot be decoded (truncated, corrupt) answers 422 with `details.file`; an unknown preset is 422 with `details.thumb`.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description Prometheus text format, outside /api. Served only when METRICS_TOKEN is set and presented as `Authorization: Bearer <METRICS_TOKEN>`; otherwise 404, as if there were no such path. Series: `http_request_duration_seconds` (histogram by method, route pattern and status code), `rate_limit_rejections_total`, `login_failures_total`, and Node process metrics.
         */
        get: operations["getPrometheusMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** ContentItem */
        ContentItem: {
            /** @description kept when the author is deleted */
            authorId: string;
            content: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            /**
             * Format: date-time
             * @description first publication; kept when the item is moved back to draft or archived
             */
            publishedAt: string | null;
            /** @enum {string} */
            status: "draft" | "published" | "archived";
            tags: string[];
            title: string;
            type: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** ErrorEnvelope */
        ErrorEnvelope: {
            error: {
                /**
                 * @description machine-readable code; the status it travels with is fixed per code
                 * @enum {string}
                 */
                code: "BAD_REQUEST" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "INSUFFICIENT_SCOPE" | "EMAIL_NOT_VERIFIED" | "MFA_ENROLMENT_REQUIRED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_VERSION" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "VALIDATION_ERROR" | "INVALID_TRANSITION" | "LAST_ADMIN" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                /** @description field name (dotted when nested; query parameters by name) to its messages */
                details?: {
                    [key: string]: string[];
                };
                message: string;
            };
            /** @enum {boolean} */
            success: false;
            /** Format: date-time */
            timestamp: string;
        };
        /** File */
        File: {
            /** Format: date-time */
            createdAt: string;
            /** @description the original name, sanitised: no path, no control or invisible characters, at most 200 UTF-16 code units */
            filename: string;
            id: string;
            /** @description detected from the bytes: one of the public settings' allowedFileTypes */
            mimeType: string;
            /** @description bytes */
            size: number;
            /** @description the user who uploaded it; kept when that user is deleted */
            uploaderId: string;
            /**
             * Format: uri
             * @description PUBLIC_URL/files/{id}/{filename}: served without authentication
             */
            url: string;
        };
        /** Order */
        Order: {
            /** Format: date-time */
            createdAt: string;
            currency: string;
            customerEmail: string;
            id: string;
            /** @enum {string} */
            status: "pending" | "paid" | "refunded" | "cancelled";
            total: number;
        };
        /** User */
        User: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            /**
             * Format: date-time
             * @description when the owner followed a link mailed to this address; null until then
             */
            emailVerifiedAt: string | null;
            id: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            name: string;
            /** @enum {string} */
            role: "user" | "admin";
            /**
             * @description `pending`: invited, has not accepted yet, cannot sign in
             * @enum {string}
             */
            status: "active" | "pending";
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * Webhook
         * @description A registered webhook. The secret is never shown.
         */
        Webhook: {
            /** @description false: nothing is sent (set by the owner, by a 410 answer, or after 20 failed events in a row) */
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            events: string[];
            id: string;
            /** Format: date-time */
            updatedAt: string;
            url: string;
            /** @description the owner */
            userId: string;
        };
        /** WebhookDeliveryAttempt */
        WebhookDeliveryAttempt: {
            /** @description counts from 1 within the delivery */
            attempt: number;
            /** Format: date-time */
            createdAt: string;
            /** @description the delivery it belongs to: the `webhook-id` header, the same on each of its retries */
            deliveryId: string;
            durationMs: number;
            /** @description null on a 2xx answer */
            error: string | null;
            /** @description the `id` of the body sent */
            eventId: string;
            eventType: string;
            /** @description this attempt */
            id: string;
            /** @description null when no answer came */
            statusCode: number | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The API version that answered. */
        "API-Version": "v1";
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description RFC 6750: `Bearer error="invalid_token", error_description="…"` when a token was sent. The description begins with a stable word: `expired` (refresh it), `revoked` (the session has ended; sign in again) or `invalid`. */
        "WWW-Authenticate": string;
        /** @description Requests allowed in the window that applies to the caller (absent while the shared counter store is down). */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the current window ends. */
        "X-RateLimit-Reset": number;
        /** @description The request id: yours when valid (1 to 128 of [A-Za-z0-9._-]), else a new one. Quote it when reporting a problem. */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listActivity: {
        parameters: {
            query?: {
                /** @description only what this user did (a user's id) */
                actorId?: string;
                /** @description the `nextCursor` of the page before: the page that follows it, at any depth and in the same time, with no row repeated or skipped while rows are added or removed. Keep the other parameters (sort, filters) as they were; `limit` may change. A cursor of another list, or followed with another sort or other filters, altered, or sent with a `page` other than 1, is 422 on `cursor`: to change a filter, start again without a cursor. An empty `cursor=` counts as none, as does any empty query parameter. */
                cursor?: string;
                /** @description items per page, 1 to 100 */
                limit?: number;
                /** @description page number, from 1; page × limit may reach 10,000 rows at most (422 beyond: follow `nextCursor` instead) */
                page?: number;
                /** @description only entries created at or after this instant (ISO 8601 with a time zone) */
                since?: string;
                /** @description only entries about this resource (its id) */
                subjectId?: string;
                /** @description an event name (user.created, user.updated, user.deleted, content.published, content.updated, system.alert, file.uploaded, file.deleted, order.created, order.updated, auth.login, token.created, token.revoked, webhook.test), or a prefix ending in a dot for a family of them (user., content., system., file., order., auth., token., webhook.) */
                type?: "user.created" | "user.updated" | "user.deleted" | "content.published" | "content.updated" | "system.alert" | "file.uploaded" | "file.deleted" | "order.created" | "order.updated" | "auth.login" | "token.created" | "token.revoked" | "webhook.test" | "user." | "content." | "system." | "file." | "order." | "auth." | "token." | "webhook.";
                /** @description only entries created before this instant (ISO 8601 with a time zone) */
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                /** @description who did it; null for the system (alerts, a first administrator created at start-up) */
                                actor: {
                                    id: string;
                                    /** @description null when the account has since been deleted */
                                    name: string | null;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                subject: {
                                    id: string;
                                    type: string;
                                };
                                /** @description an event name, or auth.login for a sign-in */
                                type: string;
                            }[];
                            /** @description opaque; pass it as `?cursor=` for the next page. null on the last page */
                            nextCursor: string | null;
                            pagination: {
                                limit: number;
                                /** @description the page number; after a cursor, the number this page would have by offset */
                                page: number;
                                /** @description rows that match: exact unless totalIsEstimate is true */
                                total: number;
                                totalPages: number;
                            };
                            /**
                             * @description present (true) only when `total` is the database's estimate: PostgreSQL's planner, or on SQLite a lower bound ("at least 10,000"). Otherwise `total` is exact
                             * @enum {boolean}
                             */
                            totalIsEstimate?: true;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** TwoFactorStatus */
                        data: {
                            /** @description true: signing in asks for a code after the password */
                            enabled: boolean;
                            /** Format: date-time */
                            enabledAt: string | null;
                            /** @description recovery codes not used yet (0 while it is off) */
                            recoveryCodesLeft: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description the password and either `code` or `recoveryCode` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_password": "correct-horse-battery",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    /** @description the 6-digit code the authenticator app shows now */
                    code?: string;
                    current_password: string;
                    /** @description one of the recovery codes, such as k3mzq-8ttwa (case, spaces, dashes and other punctuation do not matter); each works once */
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** TwoFactorStatus */
                        data: {
                            /** @description true: signing in asks for a code after the password */
                            enabled: boolean;
                            /** Format: date-time */
                            enabledAt: string | null;
                            /** @description recovery codes not used yet (0 while it is off) */
                            recoveryCodesLeft: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CONFLICT: two-factor sign-in is not on */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    /** @description the 6-digit code the authenticator app shows now */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** RecoveryCodes */
                        data: {
                            /** @description ten single-use codes that stand in for the app (a lost phone), shown this once: only their hashes are kept */
                            recoveryCodes: string[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CONFLICT: nothing set up to confirm (POST /api/auth/2fa/setup first), or two-factor sign-in is already on */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setUpTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** TwoFactorSetup */
                        data: {
                            /** @description otpauth://totp/… URI with the secret (SHA-1, 6 digits, 30 s), the content of the QR code */
                            otpauthUri: string;
                            /** @description the QR code of otpauthUri as an SVG data URI (data:image/svg+xml;base64,…), for an <img src> */
                            qrCode: string;
                            /** @description the shared secret in base32, to type into the app when the QR code cannot be scanned */
                            secret: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CONFLICT: two-factor sign-in is already on; turn it off first */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    requestEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @description an email address
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description empty: the answer says nothing of whether the address has an account */
                        data: Record<string, never>;
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "k3Jx…"
                 *     }
                 */
                "application/json": {
                    /** @description the `token` parameter of the link in the mail */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** User */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /**
                             * Format: date-time
                             * @description when the owner followed a link mailed to this address; null until then
                             */
                            emailVerifiedAt: string | null;
                            id: string;
                            /** Format: date-time */
                            lastLoginAt: string | null;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            /**
                             * @description `pending`: invited, has not accepted yet, cannot sign in
                             * @enum {string}
                             */
                            status: "active" | "pending";
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CONFLICT: the new address belongs to another account now */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR on `token`: unknown, already used, or expired */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "k3Jx…",
                 *       "name": "Grace Hopper",
                 *       "password": "a-long-first-password",
                 *       "password_confirmation": "a-long-first-password"
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 characters */
                    name: string;
                    /** @description 8 to 128 characters */
                    password: string;
                    /** @description must equal password */
                    password_confirmation: string;
                    /** @description the `token` parameter of the link in the mail */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** User */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /**
                             * Format: date-time
                             * @description when the owner followed a link mailed to this address; null until then
                             */
                            emailVerifiedAt: string | null;
                            id: string;
                            /** Format: date-time */
                            lastLoginAt: string | null;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            /**
                             * @description `pending`: invited, has not accepted yet, cannot sign in
                             * @enum {string}
                             */
                            status: "active" | "pending";
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR on `token`: unknown, already used, or expired, or the invitation was withdrawn */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct-horse-battery"
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description when the token stops being accepted
                             */
                            expiresAt: string;
                            /**
                             * @description REQUIRE_2FA_FOR_ADMINS is on and this administrator has not turned on two-factor sign-in: every route but the enrolment ones answers 403 MFA_ENROLMENT_REQUIRED until they do
                             * @enum {boolean}
                             */
                            mfaEnrolmentRequired?: true;
                            /** @description JWT (HS256) for the Authorization header: Bearer <token> */
                            token: string;
                            user: components["schemas"]["User"];
                        } | {
                            /** @description completes this sign-in once, within 5 minutes */
                            challenge: string;
                            /** Format: date-time */
                            expiresAt: string;
                            /**
                             * @description two-factor sign-in is on: complete the sign-in with POST /api/auth/login/2fa
                             * @enum {boolean}
                             */
                            mfaRequired: true;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_CREDENTIALS */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: the address is not verified yet, and REQUIRE_EMAIL_VERIFICATION is true */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too many sign-ins at once */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description the challenge and either `code` or `recoveryCode` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "challenge": "Xb2…",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    /** @description what POST /api/auth/login answered */
                    challenge: string;
                    /** @description the 6-digit code the authenticator app shows now */
                    code?: string;
                    /** @description one of the recovery codes, such as k3mzq-8ttwa (case, spaces, dashes and other punctuation do not matter); each works once */
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description when the token stops being accepted
                             */
                            expiresAt: string;
                            /** @description JWT (HS256) for the Authorization header: Bearer <token> */
                            token: string;
                            user: components["schemas"]["User"];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_CREDENTIALS: the challenge is unknown, expired, already completed, older than a password change or used up by 5 wrong factors; sign in again */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: no token, or the session has already ended */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @description an email address
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description empty: the answer says nothing of whether the address has an account */
                        data: Record<string, never>;
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "k3Jx…",
                 *       "password": "staple-battery-horse",
                 *       "password_confirmation": "staple-battery-horse"
                 *     }
                 */
                "application/json": {
                    /** @description 8 to 128 characters */
                    password: string;
                    /** @description must equal password */
                    password_confirmation: string;
                    /** @description the `token` parameter of the link in the mail */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** User */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /**
                             * Format: date-time
                             * @description when the owner followed a link mailed to this address; null until then
                             */
                            emailVerifiedAt: string | null;
                            id: string;
                            /** Format: date-time */
                            lastLoginAt: string | null;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            /**
                             * @description `pending`: invited, has not accepted yet, cannot sign in
                             * @enum {string}
                             */
                            status: "active" | "pending";
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR on `token`: unknown, already used, or expired */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description when the token stops being accepted
                             */
                            expiresAt: string;
                            /** @description JWT (HS256) for the Authorization header: Bearer <token> */
                            token: string;
                            user: components["schemas"]["User"];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "email": "ada@example.com",
                 *       "password": "correct-horse-battery",
                 *       "password_confirmation": "correct-horse-battery"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @description an email address; unique, case-insensitive
                     */
                    email: string;
                    /** @description 1 to 100 characters */
                    name: string;
                    /** @description 8 to 128 characters */
                    password: string;
                    /** @description must equal password */
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Created: the envelope, with the new resource in `data`. */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description when the token stops being accepted
                             */
                            expiresAt: string;
                            /** @description JWT (HS256) for the Authorization header: Bearer <token> */
                            token: string;
                            user: components["schemas"]["User"];
                        } | {
                            /**
                             * @description REQUIRE_EMAIL_VERIFICATION is on: sign in once the address is verified
                             * @enum {boolean}
                             */
                            emailVerificationRequired: true;
                            user: components["schemas"]["User"];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: registration is closed */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /** @description the `nextCursor` of the page before: the page that follows it, at any depth and in the same time, with no row repeated or skipped while rows are added or removed. Keep the other parameters (sort, filters) as they were; `limit` may change. A cursor of another list, or followed with another sort or other filters, altered, or sent with a `page` other than 1, is 422 on `cursor`: to change a filter, start again without a cursor. An empty `cursor=` counts as none, as does any empty query parameter. */
                cursor?: string;
                /** @description items per page, 1 to 100 */
                limit?: number;
                /** @description page number, from 1; page × limit may reach 10,000 rows at most (422 beyond: follow `nextCursor` instead) */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                /** Format: date-time */
                                createdAt: string;
                                /** @description the session of the token that made this request */
                                current: boolean;
                                id: string;
                                ip: string | null;
                                /**
                                 * Format: date-time
                                 * @description accurate to about a minute
                                 */
                                lastUsedAt: string;
                                userAgent: string | null;
                            }[];
                            /** @description opaque; pass it as `?cursor=` for the next page. null on the last page */
                            nextCursor: string | null;
                            pagination: {
                                limit: number;
                                /** @description the page number; after a cursor, the number this page would have by offset */
                                page: number;
                                /** @description rows that match, always exact */
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: {
                /** @description the `nextCursor` of the page before: the page that follows it, at any depth and in the same time, with no row repeated or skipped while rows are added or removed. Keep the other parameters (sort, filters) as they were; `limit` may change. A cursor of another list, or followed with another sort or other filters, altered, or sent with a `page` other than 1, is 422 on `cursor`: to change a filter, start again without a cursor. An empty `cursor=` counts as none, as does any empty query parameter. */
                cursor?: string;
                /** @description items per page, 1 to 100 */
                limit?: number;
                /** @description page number, from 1; page × limit may reach 10,000 rows at most (422 beyond: follow `nextCursor` instead) */
                page?: number;
                /** @description administrators: this user's tokens instead of your own */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                /** Format: date-time */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description when it stops working; null: never
                                 */
                                expiresAt: string | null;
                                /** @description the first characters of the token (apt_ and 4 more), to tell tokens apart; the rest is never shown again */
                                hint: string;
                                id: string;
                                /**
                                 * Format: date-time
                                 * @description its last use, to the minute (written at most once a minute); null: never used
                                 */
                                lastUsedAt: string | null;
                                /** @description what the token is for, as its creator named it */
                                name: string;
                                /**
                                 * @description read: GET and HEAD only; write: all the owner may do
                                 * @enum {string}
                                 */
                                scope: "read" | "write";
                                /** @description the owner, as whom the token acts */
                                userId: string;
                            }[];
                            /** @description opaque; pass it as `?cursor=` for the next page. null on the last page */
                            nextCursor: string | null;
                            pagination: {
                                limit: number;
                                /** @description the page number; after a cursor, the number this page would have by offset */
                                page: number;
                                /** @description rows that match, always exact */
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: another user's tokens, asked for by someone who is not an administrator */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND: no user with this userId */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "site build",
                 *       "scope": "read",
                 *       "expiresAt": "2027-06-30T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date-time
                     * @description an instant in the future (ISO 8601 with a time zone); left out or null: never
                     */
                    expiresAt?: string | null;
                    /** @description what the token is for (1 to 100 characters) */
                    name: string;
                    /**
                     * @description read: GET and HEAD only; write: all you may do, except what needs a sign-in
                     * @enum {string}
                     */
                    scope: "read" | "write";
                };
            };
        };
        responses: {
            /** @description Created: the envelope, with the new resource in `data`. */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** CreatedApiToken */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description when it stops working; null: never
                             */
                            expiresAt: string | null;
                            /** @description the first characters of the token (apt_ and 4 more), to tell tokens apart; the rest is never shown again */
                            hint: string;
                            id: string;
                            /**
                             * Format: date-time
                             * @description its last use, to the minute (written at most once a minute); null: never used
                             */
                            lastUsedAt: string | null;
                            /** @description what the token is for, as its creator named it */
                            name: string;
                            /**
                             * @description read: GET and HEAD only; write: all the owner may do
                             * @enum {string}
                             */
                            scope: "read" | "write";
                            /** @description the token, shown this once and never again (only its hash is stored): send it as Authorization: Bearer <token> */
                            token: string;
                            /** @description the owner, as whom the token acts */
                            userId: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CONFLICT: you already hold 100 tokens; revoke one first */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: a personal API token revoking another token */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listContent: {
        parameters: {
            query?: {
                /** @description a user's id */
                authorId?: string;
                /** @description the `nextCursor` of the page before: the page that follows it, at any depth and in the same time, with no row repeated or skipped while rows are added or removed. Keep the other parameters (sort, filters) as they were; `limit` may change. A cursor of another list, or followed with another sort or other filters, altered, or sent with a `page` other than 1, is 422 on `cursor`: to change a filter, start again without a cursor. An empty `cursor=` counts as none, as does any empty query parameter. */
                cursor?: string;
                /** @description items per page, 1 to 100 */
                limit?: number;
                /** @description page number, from 1; page × limit may reach 10,000 rows at most (422 beyond: follow `nextCursor` instead) */
                page?: number;
                /** @description text found in title or content, ignoring case (beyond ASCII too); `%` and `_` match themselves */
                search?: string;
                /** @description one of createdAt, updatedAt, publishedAt, title; prefix with - for descending */
                sort?: "createdAt" | "-createdAt" | "updatedAt" | "-updatedAt" | "publishedAt" | "-publishedAt" | "title" | "-title";
                status?: "draft" | "published" | "archived";
                /** @description 1 to 50 characters */
                tag?: string;
                /** @description a lower-case word of up to 50 letters, digits, - or _, starting with a letter */
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ContentItem"][];
                            /** @description opaque; pass it as `?cursor=` for the next page. null on the last page */
                            nextCursor: string | null;
                            pagination: {
                                limit: number;
                                /** @description the page number; after a cursor, the number this page would have by offset */
                                page: number;
                                /** @description rows that match: exact unless totalIsEstimate is true */
                                total: number;
                                totalPages: number;
                            };
                            /**
                             * @description present (true) only when `total` is the database's estimate: PostgreSQL's planner, or on SQLite a lower bound ("at least 10,000"). Otherwise `total` is exact
                             * @enum {boolean}
                             */
                            totalIsEstimate?: true;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Release notes",
                 *       "content": "# What is new\n\nFaster lists.",
                 *       "type": "blog",
                 *       "status": "draft",
                 *       "tags": [
                 *         "release",
                 *         "news"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description markdown, up to 500,000 characters
                     * @default
                     */
                    content?: string;
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "draft" | "published" | "archived";
                    /**
                     * @description up to 20; duplicates are dropped, order is kept
                     * @default []
                     */
                    tags?: string[];
                    /** @description 1 to 200 characters */
                    title: string;
                    /**
                     * @description a lower-case word of up to 50 letters, digits, - or _, starting with a letter
                     * @default blog
                     */
                    type?: string;
                };
            };
        };
        responses: {
            /** @description Created: the envelope, with the new resource in `data`. */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentItem"];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentItem"];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description markdown, up to 500,000 characters */
                    content?: string;
                    /** @enum {string} */
                    status?: "draft" | "published" | "archived";
                    /** @description up to 20; duplicates are dropped, order is kept */
                    tags?: string[];
                    /** @description 1 to 200 characters */
                    title?: string;
                    /** @description a lower-case word of up to 50 letters, digits, - or _, starting with a letter */
                    type?: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentItem"];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the caller can see the item but is neither its author nor an administrator */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the caller can see the item but is neither its author nor an administrator */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            charts: {
                                /** @description paid revenue per day (by the day the order was recorded) over the last 30 days: one point per UTC day, oldest first, today last, days without any at 0 */
                                revenue: {
                                    /**
                                     * Format: date
                                     * @description a UTC day
                                     */
                                    date: string;
                                    value: number;
                                }[];
                                /** @description new accounts per day over the last 30 days: one point per UTC day, oldest first, today last, days without any at 0 */
                                users: {
                                    /**
                                     * Format: date
                                     * @description a UTC day
                                     */
                                    date: string;
                                    value: number;
                                }[];
                            };
                            /** @description the newest 20 entries of the activity log, newest first */
                            recentActivity: {
                                /** @description who did it; null for the system (alerts, a first administrator created at start-up) */
                                actor: {
                                    id: string;
                                    /** @description null when the account has since been deleted */
                                    name: string | null;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                subject: {
                                    id: string;
                                    type: string;
                                };
                                /** @description an event name, or auth.login for a sign-in */
                                type: string;
                            }[];
                            stats: {
                                /** @description percent change of paid revenue over the last 30 UTC days (today included) against the 30 before, two decimals; 0 when both are 0, 100 when only the earlier is 0 */
                                growth: number;
                                /** @description orders, whatever their status */
                                orders: number;
                                /** @description sum of the totals of paid orders, every currency added as it is */
                                revenue: number;
                                /** @description accounts */
                                users: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getDashboardWidget: {
        parameters: {
            query?: {
                /** @description days the charts cover: 7d, 30d or 90d; the other widgets ignore it */
                range?: "7d" | "30d" | "90d";
            };
            header?: never;
            path: {
                /** @description one of stats, recent-activity, users-chart, revenue-chart, content-summary; another is 404 */
                widgetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description stats: as in the dashboard; recent-activity: its entries; users-chart, revenue-chart: the series over `range`; content-summary: items per status */
                            data: {
                                /** @description percent change of paid revenue over the last 30 UTC days (today included) against the 30 before, two decimals; 0 when both are 0, 100 when only the earlier is 0 */
                                growth: number;
                                /** @description orders, whatever their status */
                                orders: number;
                                /** @description sum of the totals of paid orders, every currency added as it is */
                                revenue: number;
                                /** @description accounts */
                                users: number;
                            } | {
                                /** @description who did it; null for the system (alerts, a first administrator created at start-up) */
                                actor: {
                                    id: string;
                                    /** @description null when the account has since been deleted */
                                    name: string | null;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                subject: {
                                    id: string;
                                    type: string;
                                };
                                /** @description an event name, or auth.login for a sign-in */
                                type: string;
                            }[] | {
                                /**
                                 * Format: date
                                 * @description a UTC day
                                 */
                                date: string;
                                value: number;
                            }[] | {
                                archived: number;
                                draft: number;
                                published: number;
                            };
                            /** @enum {string} */
                            id: "stats" | "recent-activity" | "users-chart" | "revenue-chart" | "content-summary";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Health report, without the envelope */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        services: {
                            /** @enum {string} */
                            database: "connected" | "disconnected";
                            /**
                             * @description disabled when REDIS_URL is not set
                             * @enum {string}
                             */
                            redis: "connected" | "disconnected" | "disabled";
                            /** @enum {string} */
                            storage: "available" | "unavailable";
                        };
                        /** @enum {string} */
                        status: "healthy" | "degraded" | "unhealthy";
                        /** Format: date-time */
                        timestamp: string;
                        /** @description time since start, as "3d 4h 5m 6s" */
                        uptime: string;
                        /** @description release number of the running service */
                        version: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Health report, without the envelope */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        services: {
                            /** @enum {string} */
                            database: "connected" | "disconnected";
                            /**
                             * @description disabled when REDIS_URL is not set
                             * @enum {string}
                             */
                            redis: "connected" | "disconnected" | "disabled";
                            /** @enum {string} */
                            storage: "available" | "unavailable";
                        };
                        /** @enum {string} */
                        status: "healthy" | "degraded" | "unhealthy";
                        /** Format: date-time */
                        timestamp: string;
                        /** @description time since start, as "3d 4h 5m 6s" */
                        uptime: string;
                        /** @description release number of the running service */
                        version: string;
                    };
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description CPU busy, all cores of the machine, over the last sampling interval, percent (0 to 100) */
                            cpu: number;
                            /** @description space in use on the volume holding DATA_DIR, percent (0 to 100) */
                            disk: number;
                            /** @description memory of the machine in use (not available to new programs), percent (0 to 100) */
                            memory: number;
                            /** @description machine-wide, over the last sampling interval */
                            network: {
                                /** @description bytes per second received by the machine (loopback excluded); 0 where the platform gives no counters */
                                inbound: number;
                                /** @description bytes per second sent by the machine (loopback excluded); 0 where the platform gives no counters */
                                outbound: number;
                            };
                            /** @description counted live, not sampled; the request asking is not among them yet */
                            requests: {
                                /** @description answers per status class */
                                byStatusClass: {
                                    "1xx": number;
                                    "2xx": number;
                                    "3xx": number;
                                    "4xx": number;
                                    "5xx": number;
                                };
                                /** @description of those, answered with 400 or above */
                                failed: number;
                                lastMinute: {
                                    /** @description answers per status class */
                                    byStatusClass: {
                                        "1xx": number;
                                        "2xx": number;
                                        "3xx": number;
                                        "4xx": number;
                                        "5xx": number;
                                    };
                                    /** @description median latency in ms (within 5%); null when no request finished in the last minute */
                                    p50Ms: number | null;
                                    /** @description 99th-percentile latency in ms (within 5%); null when no request finished in the last minute */
                                    p99Ms: number | null;
                                    total: number;
                                };
                                /** @description of those, answered with a status below 400 */
                                successful: number;
                                /** @description answered by this instance since it started */
                                total: number;
                            };
                            /**
                             * Format: date-time
                             * @description when cpu, memory, disk and network were sampled (every 5 seconds)
                             */
                            sampledAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description the `nextCursor` of the page before: the page that follows it, at any depth and in the same time, with no row repeated or skipped while rows are added or removed. Keep the other parameters (sort, filters) as they were; `limit` may change. A cursor of another list, or followed with another sort or other filters, altered, or sent with a `page` other than 1, is 422 on `cursor`: to change a filter, start again without a cursor. An empty `cursor=` counts as none, as does any empty query parameter. */
                cursor?: string;
                /** @description only this customer's orders (case-insensitive) */
                customerEmail?: string;
                /** @description items per page, 1 to 100 */
                limit?: number;
                /** @description page number, from 1; page × limit may reach 10,000 rows at most (422 beyond: follow `nextCursor` instead) */
                page?: number;
                /** @description only entries created at or after this instant (ISO 8601 with a time zone) */
                since?: string;
                /** @description one of createdAt, total, customerEmail; prefix with - for descending */
                sort?: "createdAt" | "-createdAt" | "total" | "-total" | "customerEmail" | "-customerEmail";
                status?: "pending" | "paid" | "refunded" | "cancelled";
                /** @description only entries created before this instant (ISO 8601 with a time zone) */
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Order"][];
                            /** @description opaque; pass it as `?cursor=` for the next page. null on the last page */
                            nextCursor: string | null;
                            pagination: {
                                limit: number;
                                /** @description the page number; after a cursor, the number this page would have by offset */
                                page: number;
                                /** @description rows that match: exact unless totalIsEstimate is true */
                                total: number;
                                totalPages: number;
                            };
                            /**
                             * @description present (true) only when `total` is the database's estimate: PostgreSQL's planner, or on SQLite a lower bound ("at least 10,000"). Otherwise `total` is exact
                             * @enum {boolean}
                             */
                            totalIsEstimate?: true;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customerEmail": "buyer@example.com",
                 *       "total": 12.5,
                 *       "currency": "EUR",
                 *       "status": "paid"
                 *     }
                 */
                "application/json": {
                    /** @description an ISO 4217 code: three capital letters, such as EUR */
                    currency: string;
                    /**
                     * Format: email
                     * @description the customer's email address
                     */
                    customerEmail: string;
                    /**
                     * @description any status, default pending (an order may be recorded after it was paid)
                     * @default pending
                     * @enum {string}
                     */
                    status?: "pending" | "paid" | "refunded" | "cancelled";
                    /** @description a JSON number from 0 to 999999999.99 with at most two decimals, kept exactly and answered as given (12.5 reads back 12.5); a string is refused */
                    total: number;
                };
            };
        };
        responses: {
            /** @description Created: the envelope, with the new resource in `data`. */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description an ISO 4217 code: three capital letters, such as EUR */
                    currency?: string;
                    /**
                     * Format: email
                     * @description the customer's email address
                     */
                    customerEmail?: string;
                    /** @enum {string} */
                    status?: "pending" | "paid" | "refunded" | "cancelled";
                    /** @description a JSON number from 0 to 999999999.99 with at most two decimals, kept exactly and answered as given (12.5 reads back 12.5); a string is refused */
                    total?: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CONFLICT: a new total or currency for an order that was paid (details name the fields); nothing changes */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR with details per field, or INVALID_TRANSITION for a status move that is not allowed */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description one of the public `languages` */
                            language: string;
                            notifications: {
                                email: boolean;
                                push: boolean;
                            };
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "theme": "dark",
                 *       "language": "en",
                 *       "notifications": {
                 *         "email": true,
                 *         "push": false
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description a language code such as en or pt-BR */
                    language?: string;
                    notifications?: {
                        email?: boolean;
                        push?: boolean;
                    };
                    /** @enum {string} */
                    theme?: "light" | "dark" | "system";
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description one of the public `languages` */
                            language: string;
                            notifications: {
                                email: boolean;
                                push: boolean;
                            };
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPublicSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description media types an upload may have */
                            allowedFileTypes: string[];
                            appName: string;
                            /** @description one of `languages` */
                            defaultLanguage: string;
                            /** @enum {string} */
                            defaultTheme: "light" | "dark" | "system";
                            /** @description language codes users may choose */
                            languages: string[];
                            /** @description MAX_UPLOAD_BYTES */
                            maxUploadBytes: number;
                            /** @description false: POST /api/auth/register answers 403 */
                            registrationEnabled: boolean;
                            /** @description release number of the running service */
                            version: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updatePublicSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "appName": "Acme Admin",
                 *       "defaultLanguage": "en",
                 *       "languages": [
                 *         "en",
                 *         "fr"
                 *       ],
                 *       "registrationEnabled": false
                 *     }
                 */
                "application/json": {
                    appName?: string;
                    /** @description a language code such as en or pt-BR */
                    defaultLanguage?: string;
                    /** @enum {string} */
                    defaultTheme?: "light" | "dark" | "system";
                    languages?: string[];
                    registrationEnabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description media types an upload may have */
                            allowedFileTypes: string[];
                            appName: string;
                            /** @description one of `languages` */
                            defaultLanguage: string;
                            /** @enum {string} */
                            defaultTheme: "light" | "dark" | "system";
                            /** @description language codes users may choose */
                            languages: string[];
                            /** @description MAX_UPLOAD_BYTES */
                            maxUploadBytes: number;
                            /** @description false: POST /api/auth/register answers 403 */
                            registrationEnabled: boolean;
                            /** @description release number of the running service */
                            version: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    openStream: {
        parameters: {
            query?: {
                /** @description the id of the last event received, for a client that cannot send the Last-Event-ID header (a new EventSource); the header wins when both are sent */
                lastEventId?: string;
                /** @description a ticket from POST /api/stream/ticket, instead of a bearer token */
                ticket?: string;
                /** @description only these events: comma-separated names (user.created, user.updated, user.deleted, content.published, content.updated, system.alert, file.uploaded, file.deleted, order.created, order.updated, auth.login, token.created, token.revoked, webhook.test) or prefixes ending in a dot (user., content., system., file., order., auth., token., webhook.), such as `content.,user.` */
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a stream of events that lasts until the client leaves */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: no bearer token and no ticket, or one that is not valid (a ticket unknown, used or expired) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED: too many requests, or 5 streams of this user (or MAX_STREAMS in all) already open; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: the envelope, with the new resource in `data`. */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** StreamTicket */
                        data: {
                            /**
                             * Format: date-time
                             * @description unused after this, it no longer opens anything (30 seconds after it was made)
                             */
                            expiresAt: string;
                            /** @description opens one stream: `GET /api/stream?ticket=…` */
                            ticket: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listFiles: {
        parameters: {
            query?: {
                /** @description the `nextCursor` of the page before: the page that follows it, at any depth and in the same time, with no row repeated or skipped while rows are added or removed. Keep the other parameters (sort, filters) as they were; `limit` may change. A cursor of another list, or followed with another sort or other filters, altered, or sent with a `page` other than 1, is 422 on `cursor`: to change a filter, start again without a cursor. An empty `cursor=` counts as none, as does any empty query parameter. */
                cursor?: string;
                /** @description items per page, 1 to 100 */
                limit?: number;
                /** @description page number, from 1; page × limit may reach 10,000 rows at most (422 beyond: follow `nextCursor` instead) */
                page?: number;
                /** @description one of createdAt, filename, size; prefix with - for descending */
                sort?: "createdAt" | "-createdAt" | "filename" | "-filename" | "size" | "-size";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["File"][];
                            /** @description opaque; pass it as `?cursor=` for the next page. null on the last page */
                            nextCursor: string | null;
                            pagination: {
                                limit: number;
                                /** @description the page number; after a cursor, the number this page would have by offset */
                                page: number;
                                /** @description rows that match, always exact */
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description the file; the only file part
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created: the envelope, with the new resource in `data`. */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["File"];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: the multipart body is malformed, or has too many parts or fields */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the file is over MAX_UPLOAD_BYTES; nothing is stored */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not multipart/form-data, or the file is of a type not allowed; nothing is stored */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR: details.file when there is no part named file, it is empty, its filename is not valid UTF-8, or a second file part follows */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description the `nextCursor` of the page before: the page that follows it, at any depth and in the same time, with no row repeated or skipped while rows are added or removed. Keep the other parameters (sort, filters) as they were; `limit` may change. A cursor of another list, or followed with another sort or other filters, altered, or sent with a `page` other than 1, is 422 on `cursor`: to change a filter, start again without a cursor. An empty `cursor=` counts as none, as does any empty query parameter. */
                cursor?: string;
                /** @description items per page, 1 to 100 */
                limit?: number;
                /** @description page number, from 1; page × limit may reach 10,000 rows at most (422 beyond: follow `nextCursor` instead) */
                page?: number;
                role?: "user" | "admin";
                /** @description case-insensitive, in name and email */
                search?: string;
                /** @description one of name, email, createdAt; prefix with - for descending */
                sort?: "name" | "-name" | "email" | "-email" | "createdAt" | "-createdAt";
                /** @description `pending`: invitations not yet accepted */
                status?: "active" | "pending";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                /**
                                 * Format: date-time
                                 * @description when the owner followed a link mailed to this address; null until then
                                 */
                                emailVerifiedAt: string | null;
                                id: string;
                                /** Format: date-time */
                                lastLoginAt: string | null;
                                name: string;
                                /** @enum {string} */
                                role: "user" | "admin";
                                /**
                                 * @description `pending`: invited, has not accepted yet, cannot sign in
                                 * @enum {string}
                                 */
                                status: "active" | "pending";
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            /** @description opaque; pass it as `?cursor=` for the next page. null on the last page */
                            nextCursor: string | null;
                            pagination: {
                                limit: number;
                                /** @description the page number; after a cursor, the number this page would have by offset */
                                page: number;
                                /** @description rows that match: exact unless totalIsEstimate is true */
                                total: number;
                                totalPages: number;
                            };
                            /**
                             * @description present (true) only when `total` is the database's estimate: PostgreSQL's planner, or on SQLite a lower bound ("at least 10,000"). Otherwise `total` is exact
                             * @enum {boolean}
                             */
                            totalIsEstimate?: true;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description an email address; unique, case-insensitive
                     */
                    email: string;
                    /** @description true: no password; the user is mailed a link, valid 72 hours, to choose their name and password, and is `pending` until then */
                    invite?: boolean;
                    /** @description 1 to 100 characters; required unless `invite` (the invited person may change it) */
                    name?: string;
                    /** @description 8 to 128 characters; required unless `invite`, and left out with it */
                    password?: string;
                    /** @enum {string} */
                    role?: "user" | "admin";
                };
            };
        };
        responses: {
            /** @description Created: the envelope, with the new resource in `data`. */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** User */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /**
                             * Format: date-time
                             * @description when the owner followed a link mailed to this address; null until then
                             */
                            emailVerifiedAt: string | null;
                            id: string;
                            /** Format: date-time */
                            lastLoginAt: string | null;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            /**
                             * @description `pending`: invited, has not accepted yet, cannot sign in
                             * @enum {string}
                             */
                            status: "active" | "pending";
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** User */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /**
                             * Format: date-time
                             * @description when the owner followed a link mailed to this address; null until then
                             */
                            emailVerifiedAt: string | null;
                            id: string;
                            /** Format: date-time */
                            lastLoginAt: string | null;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            /**
                             * @description `pending`: invited, has not accepted yet, cannot sign in
                             * @enum {string}
                             */
                            status: "active" | "pending";
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description an email address; unique, case-insensitive
                     */
                    email?: string;
                    /** @description 1 to 100 characters */
                    name?: string;
                    /** @description 8 to 128 characters; ends every session of the user */
                    password?: string;
                    /** @enum {string} */
                    role?: "user" | "admin";
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** User */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /**
                             * Format: date-time
                             * @description when the owner followed a link mailed to this address; null until then
                             */
                            emailVerifiedAt: string | null;
                            id: string;
                            /** Format: date-time */
                            lastLoginAt: string | null;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            /**
                             * @description `pending`: invited, has not accepted yet, cannot sign in
                             * @enum {string}
                             */
                            status: "active" | "pending";
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** User */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /**
                             * Format: date-time
                             * @description when the owner followed a link mailed to this address; null until then
                             */
                            emailVerifiedAt: string | null;
                            id: string;
                            /** Format: date-time */
                            lastLoginAt: string | null;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            /**
                             * @description `pending`: invited, has not accepted yet, cannot sign in
                             * @enum {string}
                             */
                            status: "active" | "pending";
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CONFLICT: the user has accepted the invitation already */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CONFLICT: the user has accepted the invitation already */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** User */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /**
                             * Format: date-time
                             * @description when the owner followed a link mailed to this address; null until then
                             */
                            emailVerifiedAt: string | null;
                            id: string;
                            /** Format: date-time */
                            lastLoginAt: string | null;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            /**
                             * @description `pending`: invited, has not accepted yet, cannot sign in
                             * @enum {string}
                             */
                            status: "active" | "pending";
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description your current password; required when `email` changes */
                    current_password?: string;
                    /**
                     * Format: email
                     * @description an email address; unique, case-insensitive
                     */
                    email?: string;
                    /** @description 1 to 100 characters */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** User */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /**
                             * Format: date-time
                             * @description when the owner followed a link mailed to this address; null until then
                             */
                            emailVerifiedAt: string | null;
                            id: string;
                            /** Format: date-time */
                            lastLoginAt: string | null;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            /**
                             * @description `pending`: invited, has not accepted yet, cannot sign in
                             * @enum {string}
                             */
                            status: "active" | "pending";
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_password": "correct-horse-battery",
                 *       "password": "staple-battery-horse",
                 *       "password_confirmation": "staple-battery-horse"
                 *     }
                 */
                "application/json": {
                    current_password: string;
                    /** @description 8 to 128 characters */
                    password: string;
                    /** @description must equal password */
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description when the token stops being accepted
                             */
                            expiresAt: string;
                            /** @description JWT (HS256) for the Authorization header: Bearer <token> */
                            token: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description the `nextCursor` of the page before: the page that follows it, at any depth and in the same time, with no row repeated or skipped while rows are added or removed. Keep the other parameters (sort, filters) as they were; `limit` may change. A cursor of another list, or followed with another sort or other filters, altered, or sent with a `page` other than 1, is 422 on `cursor`: to change a filter, start again without a cursor. An empty `cursor=` counts as none, as does any empty query parameter. */
                cursor?: string;
                /** @description items per page, 1 to 100 */
                limit?: number;
                /** @description page number, from 1; page × limit may reach 10,000 rows at most (422 beyond: follow `nextCursor` instead) */
                page?: number;
                /** @description one of createdAt, url; prefix with - for descending */
                sort?: "createdAt" | "-createdAt" | "url" | "-url";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Webhook"][];
                            /** @description opaque; pass it as `?cursor=` for the next page. null on the last page */
                            nextCursor: string | null;
                            pagination: {
                                limit: number;
                                /** @description the page number; after a cursor, the number this page would have by offset */
                                page: number;
                                /** @description rows that match, always exact */
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/admin-panel",
                 *       "events": [
                 *         "content.published",
                 *         "content.updated"
                 *       ],
                 *       "secret": "whsec_c2VjcmV0LW9mLWF0LWxlYXN0LTE2LWJ5dGVz"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description default true
                     * @default true
                     */
                    active?: boolean;
                    /** @description Names from: user.created, user.updated, user.deleted, content.published, content.updated, system.alert, file.uploaded, file.deleted, order.created, order.updated. A user who is not an administrator may subscribe only to content.* (others: 403). Repeats are dropped. */
                    events: ("user.created" | "user.updated" | "user.deleted" | "content.published" | "content.updated" | "system.alert" | "file.uploaded" | "file.deleted" | "order.created" | "order.updated")[];
                    /** @description signing key, 16 to 256 characters. `whsec_` and standard base64 of 24 to 64 bytes (Standard Webhooks): the key is those bytes, and a receiver verifies with `new Webhook(secret).verify(body, headers)` (the `standardwebhooks` library). Without the prefix, printable ASCII used as raw bytes: verify with `new Webhook(secret, { format: 'raw' })`. Stored encrypted, never shown again. Left out: the service generates a `whsec_` secret of 32 bytes and the answer shows it, once. */
                    secret?: string;
                    /** @description http or https; refused (422 on `url`) when its host is, or resolves to, an address of the IANA special-purpose registries (loopback, private, link-local, shared (CGNAT), documentation, benchmarking, reserved, unspecified and the rest) or a multicast one, IPv4 or IPv6, an IPv4 one also in its IPv4-mapped, IPv4-translated, IPv4-compatible, NAT64 or 6to4 form; local-use NAT64 (64:ff9b:1::/48) and Teredo are refused outright. WEBHOOK_ALLOW_PRIVATE_URLS=loopback allows 127.0.0.0/8 and ::1 (local development); true allows every address */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created: the envelope, with the new resource in `data`. */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * CreatedWebhook
                         * @description The webhook just registered; with the generated secret when none was given.
                         */
                        data: {
                            /** @description false: nothing is sent (set by the owner, by a 410 answer, or after 20 failed events in a row) */
                            active: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            events: string[];
                            id: string;
                            /** @description only when the request gave no secret: the one generated, shown this once */
                            secret?: string;
                            /** Format: date-time */
                            updatedAt: string;
                            url: string;
                            /** @description the owner */
                            userId: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: a user who is not an administrator asked for events other than content.* */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true again starts a fresh count of failed events */
                    active?: boolean;
                    /** @description Names from: user.created, user.updated, user.deleted, content.published, content.updated, system.alert, file.uploaded, file.deleted, order.created, order.updated. A user who is not an administrator may subscribe only to content.* (others: 403). Repeats are dropped. */
                    events?: ("user.created" | "user.updated" | "user.deleted" | "content.published" | "content.updated" | "system.alert" | "file.uploaded" | "file.deleted" | "order.created" | "order.updated")[];
                    /** @description signing key, 16 to 256 characters. `whsec_` and standard base64 of 24 to 64 bytes (Standard Webhooks): the key is those bytes, and a receiver verifies with `new Webhook(secret).verify(body, headers)` (the `standardwebhooks` library). Without the prefix, printable ASCII used as raw bytes: verify with `new Webhook(secret, { format: 'raw' })`. Stored encrypted, never shown again. */
                    secret?: string;
                    /** @description http or https; refused (422 on `url`) when its host is, or resolves to, an address of the IANA special-purpose registries (loopback, private, link-local, shared (CGNAT), documentation, benchmarking, reserved, unspecified and the rest) or a multicast one, IPv4 or IPv6, an IPv4 one also in its IPv4-mapped, IPv4-translated, IPv4-compatible, NAT64 or 6to4 form; local-use NAT64 (64:ff9b:1::/48) and Teredo are refused outright. WEBHOOK_ALLOW_PRIVATE_URLS=loopback allows 127.0.0.0/8 and ::1 (local development); true allows every address */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: a user who is not an administrator asked for events other than content.* */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description the `nextCursor` of the page before: the page that follows it, at any depth and in the same time, with no row repeated or skipped while rows are added or removed. Keep the other parameters (sort, filters) as they were; `limit` may change. A cursor of another list, or followed with another sort or other filters, altered, or sent with a `page` other than 1, is 422 on `cursor`: to change a filter, start again without a cursor. An empty `cursor=` counts as none, as does any empty query parameter. */
                cursor?: string;
                /** @description items per page, 1 to 100 */
                limit?: number;
                /** @description page number, from 1; page × limit may reach 10,000 rows at most (422 beyond: follow `nextCursor` instead) */
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["WebhookDeliveryAttempt"][];
                            /** @description opaque; pass it as `?cursor=` for the next page. null on the last page */
                            nextCursor: string | null;
                            pagination: {
                                limit: number;
                                /** @description the page number; after a cursor, the number this page would have by offset */
                                page: number;
                                /** @description rows that match, always exact */
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a delivery's id, or the id of one of its attempts */
                deliveryId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryAttempt"];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the webhook's owner may no longer read what the event is about */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR: an attempt of this delivery is in flight (`details.deliveryId`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope, with the result in `data`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryAttempt"];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid, expired or revoked token */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR, with details per field */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadFile: {
        parameters: {
            query?: {
                /** @description a thumbnail instead of the file, WebP: `thumb`: exactly 200×200, cropped to fill the square; `preview`: the whole image, 1200 wide and at most 4800 tall; a smaller image keeps its size */
                thumb?: "thumb" | "preview";
            };
            header?: never;
            path: {
                /** @description the file name, URL-encoded, exactly as in the file's url */
                filename: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the file */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description the requested range */
            206: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description not modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND: no file has this id and name, or (with thumb) the file is not an image */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description BAD_REQUEST (status 416): the Range starts past the end of the file; Content-Range gives the size */
            416: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR: details.thumb names an unknown preset; details.file: the image is over THUMBNAIL_MAX_PIXELS or cannot be decoded */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPrometheusMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format 0.0.4 */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND: METRICS_TOKEN is not set, or the request does not present it */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_VERSION: Accept names an API version that does not exist */
            406: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMITED; Retry-After says when to retry */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR; the log has the cause under the request id */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
