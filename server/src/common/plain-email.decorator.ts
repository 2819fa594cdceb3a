import { applyDecorators } from '@nestjs/common';
import { IsEmail, Matches } from 'class-validator';

/**
 * An everyday address: valid, and without the quoted local parts, spaces or
 * angle brackets RFC 5322 allows but mail servers and people trip over.
 */
export function IsPlainEmail(message: string) {
  return applyDecorators(
    Matches(/^[^\s"<>()\\,;:]+@[^\s"<>()\\,;:@]+$/, { message }),
    IsEmail({ allow_display_name: false, allow_ip_domain: false }, { message }),
  );
}
