/** How long a new API token lives, in days; "never" is offered to admins only. */
export const EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;
