import type { OlacRole } from '@nupe/shared';
import type { SubNode } from './subsonic-response.js';

/**
 * An item's OLAC contributors as OpenSubsonic song `contributors`: each OLAC role mapped to the
 * OpenSubsonic role music apps know (a singer is a `performer` with `vocals`), the finer
 * `roleDetail` ("kakaki player", "composer") as `subRole`. Roles with no counterpart in music
 * tagging keep their OLAC name. Each contributor is named as an artist (`ArtistID3`).
 */
const ROLE: Record<OlacRole, { role: string; subRole?: string }> = {
  singer: { role: 'performer', subRole: 'vocals' },
  speaker: { role: 'performer', subRole: 'speaker' },
  performer: { role: 'performer' },
  signer: { role: 'performer', subRole: 'signer' },
  responder: { role: 'performer', subRole: 'responder' },
  author: { role: 'composer' },
  recorder: { role: 'engineer', subRole: 'recording' },
  compiler: { role: 'producer', subRole: 'compiler' },
  editor: { role: 'mixer', subRole: 'editor' },
  annotator: { role: 'annotator' },
  consultant: { role: 'consultant' },
  data_inputter: { role: 'data_inputter' },
  depositor: { role: 'depositor' },
  developer: { role: 'developer' },
  illustrator: { role: 'illustrator' },
  interpreter: { role: 'interpreter' },
  interviewer: { role: 'interviewer' },
  participant: { role: 'participant' },
  photographer: { role: 'photographer' },
  researcher: { role: 'researcher' },
  research_participant: { role: 'research_participant' },
  sponsor: { role: 'sponsor' },
  transcriber: { role: 'transcriber' },
  translator: { role: 'translator' },
};

export function contributorNodes(
  contributors: { name: string; role: string; roleDetail?: string | null }[] | null,
  artistIdOf: (name: string) => string,
): SubNode[] {
  return (contributors ?? []).map((c) => {
    const mapped = ROLE[c.role as OlacRole] ?? { role: c.role };
    return {
      role: mapped.role,
      subRole: c.roleDetail?.trim() || mapped.subRole,
      artist: { id: artistIdOf(c.name), name: c.name },
    };
  });
}
