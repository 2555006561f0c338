declare module 'virtual:chart-candidates' {
  export const candidates: Record<string, () => Promise<{ draw: (target: HTMLElement) => void }>>;
}
