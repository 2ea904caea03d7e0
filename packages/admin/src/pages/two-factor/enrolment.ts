/** Path of the page an administrator is sent to while REQUIRE_2FA_FOR_ADMINS asks them to enrol (kept apart so that the page loads lazily). */
export const ENROLMENT_PATH = '/two-factor-enrolment'
