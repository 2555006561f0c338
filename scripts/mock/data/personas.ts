// The sign-in personas as the dev scenario panel lists them: the address to sign in with, the
// persona's staff user (name, roles) as the dataset holds them now.
import { PERSONAS, type Persona } from '../areas/access/staff.fixtures.ts';
import type { Dataset } from './dataset.ts';
import { personaEmail, staffByEmail } from './staff.ts';

export interface PersonaEntry {
  persona: Persona;
  email: string;
  name: string;
  roles: string[];
}

export function personaList(data: Dataset): PersonaEntry[] {
  return (Object.keys(PERSONAS) as Persona[]).map((persona) => {
    const email = personaEmail(persona);
    const user = staffByEmail(data, email);
    return { persona, email, name: user?.name ?? PERSONAS[persona].name, roles: [...(user?.roles ?? [])] };
  });
}
