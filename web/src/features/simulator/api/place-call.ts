import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The customer calls the business number (the help desk records a missed call). */
export const placeCall = ({ connectionId, number, name }: { connectionId: string; number: string; name?: string }) =>
  api.post(`/simulator/${connectionId}/call`, { number, name });

export const usePlaceCall = () => useMutation({ mutationFn: placeCall });
