import { useQuery } from '@tanstack/react-query';
import { documentsQuery, documentUrl } from './documents-api';

export type PersonAvatarProps = {
  personNo: number;
  name: string;
  firstName: string;
  lastName: string;
  /** Whether the viewer may see the person's documents, where the photo is kept. */
  seesDocuments: boolean;
};

/** The person's latest photo, or their initials where there is none (or the viewer may not see it). */
export function PersonAvatar({ personNo, name, firstName, lastName, seesDocuments }: PersonAvatarProps) {
  const documents = useQuery({ ...documentsQuery(personNo), enabled: seesDocuments });
  const photo = documents.data?.find((document) => document.kind === 'photo');
  if (photo) return <img src={documentUrl(photo)} alt={name} className="size-12 shrink-0 rounded-full object-cover" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sky-100 text-base font-semibold text-sky-800"
    >
      {firstName.charAt(0)}
      {lastName.charAt(0)}
    </span>
  );
}
