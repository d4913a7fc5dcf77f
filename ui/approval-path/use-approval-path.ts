/**
 * The approval path of a form being filled in (spec §3 "workflow candidate"), for a page that
 * shows it under the form: `processPreview` asked again 500 ms after the values last changed
 * (branch conditions depend on them; spec §9 debounce), the people the initiator chooses for
 * each CUSTOM node, and the messages shown under a node. Shared by starting a request
 * (features/process-start) and the booking wizards' approval form (ui/booking-checkout), where
 * `siteId` names the booking's site so that its booker may preview the form the site's form
 * rule binds.
 */
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { CandidateUser, PreviewStep } from '../../platform/contracts/workflow-candidate.contract';
import { processPreview } from '../../platform/contracts/workflow-process.contract';
import type { FormValues } from '../../platform/forms/form-definition';
import { useDebouncedValue } from '../participant-picker';
import { useCall } from '../runtime';
import type { PathPreviewProps } from './path-preview';

/** Options of {@link useApprovalPath}. */
export interface ApprovalPathOptions {
  defineId: number;
  /** The booking's site, when the form is the one a booking of it must fill. */
  siteId?: number;
  /** The values the form starts with (a draft or a returned request). */
  initialValues: FormValues;
  /** The people chosen earlier, per CUSTOM node id. */
  initialChoices: Record<string, CandidateUser[]>;
}

/** What {@link useApprovalPath} gives a page. */
export interface ApprovalPath {
  /** The steps of the latest answer (undefined before the first). */
  steps: PreviewStep[] | undefined;
  /** To pass to the form renderer: the values as they change. */
  onValuesChange: (values: FormValues) => void;
  /** The people chosen per CUSTOM node id (also nodes no longer on the path). */
  choices: Record<string, CandidateUser[]>;
  /** Marks nodes with messages (e.g. the server's refusal naming a node); `{}` clears them. */
  setNodeErrors: (errors: Record<string, string>) => void;
  /** The choices of the CUSTOM nodes on the path, as people, per node id. */
  chosenOnPath: () => Record<string, CandidateUser[]>;
  /** Ids of {@link chosenOnPath}: what `customChoices` takes on the wire. */
  customChoices: () => Record<string, number[]>;
  /** Props for {@link PathPreview}. */
  previewProps: PathPreviewProps;
}

/** The values worth previewing: those filled in (no empty text or list). */
function filledIn(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/** The path, the choices and the node messages of a form being filled in; see the module comment. */
export function useApprovalPath({
  defineId,
  siteId,
  initialValues,
  initialChoices,
}: ApprovalPathOptions): ApprovalPath {
  const [values, setValues] = useState(() => filledIn(initialValues));
  const settled = useDebouncedValue(values);
  const preview = useCall(
    processPreview,
    { defineId, formValues: settled, ...(siteId !== undefined ? { siteId } : {}) },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  const [choices, setChoices] = useState(initialChoices);
  const [nodeErrors, setNodeErrors] = useState<Record<string, string>>({});
  const steps = preview.data?.steps;

  const onChoose = (nodeId: string, chosen: CandidateUser[]) => {
    setChoices((c) => ({ ...c, [nodeId]: chosen }));
    setNodeErrors(({ [nodeId]: _cleared, ...rest }) => rest);
  };
  const chosenOnPath = () =>
    Object.fromEntries(
      (steps ?? [])
        .filter((s) => s.chooses && (choices[s.nodeId]?.length ?? 0) > 0)
        .map((s) => [s.nodeId, choices[s.nodeId]]),
    );

  return {
    steps,
    onValuesChange: (v) => setValues(filledIn(v)),
    choices,
    setNodeErrors,
    chosenOnPath,
    customChoices: () =>
      Object.fromEntries(Object.entries(chosenOnPath()).map(([nodeId, people]) => [nodeId, people.map((u) => u.id)])),
    previewProps: {
      defineId,
      siteId,
      steps,
      loading: preview.isFetching,
      choices,
      onChoose,
      nodeErrors,
    },
  };
}
