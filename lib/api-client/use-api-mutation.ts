'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type ApiMutationCallbacks<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
};

type MutationState<TData> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: TData; error: null }
  | { status: 'error'; data: undefined; error: Error };

const IDLE = { status: 'idle', data: undefined, error: null } as const;

/**
 * A one-shot request with pending / success / error state, for forms on pages that must not
 * load React Query (the login dialog, the contact form). Same contract as React Query's
 * `useMutation` for what those forms use: `mutate(variables, { onSuccess, onError })` runs the
 * callbacks of the latest call only, and none after the component has unmounted; no retries.
 */
export function useApiMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const [state, setState] = useState<MutationState<TData>>(IDLE);
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (variables: TVariables, callbacks: ApiMutationCallbacks<TData, TVariables> = {}) => {
      const call = ++latest.current;
      const current = () => mounted.current && call === latest.current;
      setState({ status: 'pending', data: undefined, error: null });
      mutationFn(variables).then(
        (data) => {
          if (!current()) return;
          setState({ status: 'success', data, error: null });
          callbacks.onSuccess?.(data, variables);
        },
        (cause: unknown) => {
          if (!current()) return;
          const error = cause instanceof Error ? cause : new Error(String(cause));
          setState({ status: 'error', data: undefined, error });
          callbacks.onError?.(error, variables);
        },
      );
    },
    [mutationFn],
  );

  return {
    mutate,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    reset: useCallback(() => setState(IDLE), []),
  };
}
