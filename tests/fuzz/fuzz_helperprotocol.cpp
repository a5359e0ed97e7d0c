// libFuzzer target for the helper's request parser: any bytes must give either a request or a
// refusal with a rule id, never a crash, a hang or a sanitizer report.
#include "helper/protocol/helperprotocol.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray line = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const HelperParseResult result = HelperProtocol::parseRequest(line);
    if (result.ok()) {
        // What parses must serialise and parse back to the same request.
        const QByteArray again = HelperProtocol::serialiseRequest(result.request);
        const HelperParseResult reparsed = HelperProtocol::parseRequest(again.chopped(1));
        if (!reparsed.ok() || !(reparsed.request == result.request))
            std::abort();
    } else if (!result.refusal.rule.startsWith(QLatin1String("protocol."))) {
        std::abort();
    }
    HelperEvent event;
    HelperProtocol::parseEvent(line, &event);
    return 0;
}
