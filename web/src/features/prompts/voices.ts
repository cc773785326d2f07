/** 'texto': the assistant answers in text only (spec 3 §3, the default voice). */
export { TEXT_VOICE } from '@domain/prompts/schema';

/**
 * Spec 3 §9: text or fifteen Brazilian neural voices. These are the speech service's pt-BR neural voices
 * (Azure Speech short names), which the answer is synthesised with when one is chosen.
 */
export const BRAZILIAN_VOICES = [
  'pt-BR-FranciscaNeural',
  'pt-BR-AntonioNeural',
  'pt-BR-BrendaNeural',
  'pt-BR-DonatoNeural',
  'pt-BR-ElzaNeural',
  'pt-BR-FabioNeural',
  'pt-BR-GiovannaNeural',
  'pt-BR-HumbertoNeural',
  'pt-BR-JulioNeural',
  'pt-BR-LeilaNeural',
  'pt-BR-LeticiaNeural',
  'pt-BR-ManuelaNeural',
  'pt-BR-NicolauNeural',
  'pt-BR-ValerioNeural',
  'pt-BR-YaraNeural',
] as const;

/** How the voice select shows a voice: 'pt-BR-FranciscaNeural' → 'Francisca'. */
export const voiceLabel = (voice: string) => voice.replace(/^pt-BR-/, '').replace(/Neural$/, '');
