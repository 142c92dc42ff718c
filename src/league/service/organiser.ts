import { PermissionFlagsBits } from 'discord.js';

export interface MemberFacts {
  userId: string;
  /** The member's permissions in the channel (interaction.memberPermissions), null outside a guild. */
  permissions: bigint | null;
  roleIds: readonly string[];
  guildOwnerId: string | null;
}

/**
 * Organisers are members with Manage Server (administrators have it implicitly), the server
 * owner, and members holding the organiser role set for the server or for the league.
 */
export function isOrganiser(member: MemberFacts, organiserRoleIds: readonly (string | null)[]): boolean {
  if (member.permissions !== null) {
    const p = member.permissions;
    if ((p & PermissionFlagsBits.Administrator) !== 0n || (p & PermissionFlagsBits.ManageGuild) !== 0n) return true;
  }
  if (member.guildOwnerId !== null && member.guildOwnerId === member.userId) return true;
  return organiserRoleIds.some((role) => role !== null && member.roleIds.includes(role));
}
