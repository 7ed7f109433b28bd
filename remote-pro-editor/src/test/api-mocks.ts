// For jest.mock factories of the component tests. A test mocks the fetcher of an api/ file (saveDescription,
// uploadDetailImage...), but the file's own hook calls its own fetcher, which a mock of the module's export does not
// reach: the hook is rebuilt here, the real useMutation around the mocked fetcher. The real hooks, with what they
// invalidate, are tested beside them in api/.
import { useMutation } from '@tanstack/react-query';

/** A mutation hook `(artisanId) => useMutation(...)` whose mutation runs `write(artisanId, variables)`. */
export function mutationHookOver<Variables, Result>(
  write: (artisanId: number, variables: Variables) => Promise<Result>,
) {
  return function useMockedWrite(artisanId: number) {
    return useMutation({ mutationFn: (variables: Variables) => write(artisanId, variables) });
  };
}

/** The module of api/upload-detail-image with its fetcher mocked (DetailImageError stays the real class). */
export function mockedUploadModule() {
  const uploadDetailImage = jest.fn();
  return {
    ...jest.requireActual<object>('../features/profile/api/upload-detail-image'),
    uploadDetailImage,
    useUploadDetailImage: mutationHookOver((artisanId, request: object) =>
      uploadDetailImage({ ...request, artisanId }),
    ),
  };
}
