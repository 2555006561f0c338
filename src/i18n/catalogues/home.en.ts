// The home page's own words (src/routes/home.screen.tsx): a person without a role yet. The health overview's are its
// own. Loaded with the home page (its record's `words`).
export const home = {
  'home.welcome': 'Welcome to the Operator Portal',
  'home.noAccess': 'You have no access yet',
  'home.noAccessText':
    'Your account works, but no role has been given to it yet, so there is nothing here for you to see. Ask an administrator to give you the role you need; your next page load picks it up.',
} as const;
